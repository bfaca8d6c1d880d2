"""Our review of each pairing where the solver and the league's judges disagree (TB-10).

Keyed by the pairing as the report names it: each deck's card names as the engine spells
them, sorted, joined by ", ", then " vs ". Each review says which side erred and why, from the
solver's lines and the cards' Oracle text; threecb_devset.py prints it under the
disagreement. A disagreement without a review is reported as "Not reviewed yet".
"""

REVIEWS = {
    "Black Lotus, Chancellor of the Annex, Thassa's Oracle vs Black Lotus, Chancellor of the Annex, Thassa's Oracle":
        "Judging error. A mirror cannot score 4: both games are the same game with the seats "
        "swapped, so a win on the play means a loss on the draw (3) or both are draws (2). Both "
        "players reveal Chancellor of the Annex, so each one's first spell, Black Lotus, is "
        "countered unless they pay {1}, which nobody has; without Lotus neither Oracle can be "
        "cast. Nobody can win: 2-2.",
    "Black Lotus, Leyline of Anticipation, Thassa's Oracle vs Black Lotus, Leyline of Anticipation, Thassa's Oracle":
        "Judging error (the judges gave the player on the play the win). Both begin with "
        "Leyline of Anticipation, so both decks cast everything at instant speed. Whoever "
        "sacrifices Lotus for the Oracle first is answered: the opponent casts their own Lotus "
        "and Oracle in response, and the Oracle on top resolves first and wins. Neither player "
        "can go first, so both games are draws: 2-2.",
    'Blackmail, Swamp, The Rack vs Swamp, The Rack, Thoughtseize':
        "The judged 5 is not a score a pairing can have (the data marks it unreliable). On the "
        "play, Blackmail takes the opponent's Swamp (the whole hand is revealed) and The Rack "
        "wins. On the draw, Thoughtseize can take only a nonland card (The Rack), and Blackmail "
        "then takes the other Rack: neither deck has a threat left, a draw. 4 points.",
    'Chancellor of the Forge, Fury, Fury vs Memnite, Memnite, Memnite':
        "Judging error in the game on the play. The Chancellor's hasty 1/1 Goblin attacks from "
        "turn 1, and one evoked Fury deals 4 damage divided among all the Memnites on the "
        "battlefield, so the Memnite deck cannot deploy its three 1/1s at once; one at a time, "
        "they meet the Goblin and then Fury. The solver proves that neither side can force a win "
        "from there: a draw, not the loss the judges gave. On the draw the Memnite deck wins, as "
        "the judges had it. 1 point, not 0.",
    'Chancellor of the Forge, Force of Despair, Unmask vs City of Traitors, Elite Spellbinder, Mox Pearl':
        "Judging error in the game on the draw. City of Traitors and Mox Pearl cast Elite "
        "Spellbinder on turn 1, but on the Spellbinder deck's own turn Force of Despair is free "
        "(exiling Unmask) and destroys every creature that entered this turn; with the Chancellor "
        "uncastable, neither deck can win: a draw. On the play the Chancellor deck wins. 4, not 6.",
    'Black Lotus, Elite Spellbinder, Maze of Ith vs Dryad Arbor, Force of Negation, Snapback':
        "Judging error. Black Lotus is the Spellbinder deck's only mana and can be cast only on "
        "its own turn, where Force of Negation is free (exiling Snapback) and exiles it. What is "
        "left is Dryad Arbor against Maze of Ith, which untaps it and prevents its damage every "
        "turn: both games are draws, 2-2.",
    "Cenn's Tactician, Chalice of the Void, Mox Pearl vs Force of Negation, Memnite, Snapback":
        "Judging error in the game on the draw. On the play, Memnite attacks from turn 3, and "
        "Force of Negation is free on the opponent's turn to exile Mox Pearl, the Tactician "
        "deck's only mana; Chalice of the Void at 0 comes too late to stop a Memnite already on "
        "the battlefield. The Memnite deck wins that game. On the play the Tactician deck opens "
        "with Chalice of the Void at 0, which counters Memnite, and holds a draw. 1 point, not 2.",
    'Cabal Therapy, Nether Spirit, Swamp vs Dark Ritual, Rotting Regisaur, Swamp':
        "Judging error in the game on the draw. A turn-1 Rotting Regisaur does not win: Cabal "
        "Therapy aimed at its own caster discards Nether Spirit, which returns at each upkeep "
        "while it is the only creature card in the graveyard and blocks the 7/6 forever (the "
        "solver's line; a test keeps it). On the play, Therapy naming the Regisaur leaves "
        "neither deck a threat. 2-2, not 4.",
    "Cenn's Tactician, Funeral Charm, Undiscovered Paradise vs Funeral Charm, The Rack, Undiscovered Paradise":
        "Judging error (the judges gave the Tactician deck a win in one game). Each deck has one "
        "land, and Undiscovered Paradise returns to its owner's hand at their next untap step, "
        "so each side spends one mana a turn. The Tactician deck's only threat is a 1/1, and "
        "the Rack deck keeps its answer: when the Tactician deck's Funeral Charm makes it "
        "discard, it discards The Rack and keeps Funeral Charm, whose +2/-1 kills the "
        "Tactician (or whose discard takes it from the hand) before a +1/+1 counter saves it. "
        "With The Rack gone the Rack deck has no threat either. Both games are draws (the "
        "alpha-beta solver's lines show the discards): 2-2, not 4.",
    "Chancellor of the Forge, Mental Misstep, Pyrokinesis vs Dismember, Forest, Swarm Shambler":
        "Judging error (the judges gave the Chancellor deck a win in one game). That deck has no "
        "land, so its only damage is the revealed Chancellor's 1/1 Goblin token, and Dismember "
        "(one mana from Forest and 4 life; Mental Misstep cannot counter a three-mana spell) "
        "kills it. The other deck's only threat, Swarm Shambler, meets two answers: Mental "
        "Misstep counters it and Pyrokinesis (exiling the Chancellor) kills it. Nobody can "
        "win either game: 2-2, not 4.",
    'Barren Glory, Black Lotus, Show and Tell vs Force of Will, Misthollow Griffin, Saprazzan Cove':
        "Judging error in both games: both are draws. A's only line is Black Lotus into Show "
        "and Tell (Barren Glory, then a win on A's next upkeep), but Force of Will, pitching "
        'Misthollow Griffin, counters it at any time. The Griffin can then be cast from exile '
        'with four Saprazzan Cove storage counters, and it wins for B (checked: the solver '
        'gives -1 right after the Force). So A never casts, and B keeps Force and Griffin in '
        'hand. B cannot win either: casting the Griffin from hand taps the Cove and leaves '
        'Force with nothing to pitch, so Show and Tell would resolve. 2, not 4.',
    'Blooming Marsh, Crashing Footfalls, Thoughtseize vs Chalice of the Void, City of Traitors, Hangarback Walker':
        "Judging error in the game on the draw. On the play, B's City of Traitors casts "
        'Hangarback Walker for X=1 and Chalice of the Void for X=0 on turn 1, leaving '
        'Thoughtseize nothing to take. Crashing Footfalls cast from suspend has no mana cost '
        '(mana value 0), so the Chalice counters it (checked in the engine), and the Walker '
        'beats down unopposed. With A on the play, Thoughtseize on the Walker leaves Chalice at '
        '0 against Footfalls and nothing that can win: a draw, as judged. 1, not 2.',
    'Chronomaton, Plains, Swords to Plowshares vs Force of Will, Laboratory Maniac, Lotus Bloom':
        "Judging error: both games are draws. Chronomaton is A's only threat, and Force of "
        'Will, pitching Laboratory Maniac, counters it whenever it is cast (the solver gives +1 '
        "for A if B lets it resolve, 0 after the Force). That exiles B's own win condition. B "
        "cannot race first either: a Maniac cast off Lotus Bloom can't be protected, because "
        "with no other blue card in hand the Force can't be pitched, and Swords to Plowshares "
        'answers it. After the trade neither side has a way to win. 2, not 4.',
    'Balance, Remote Farm, Scalding Tongs vs Bottomless Vault, Maze of Ith, Ulamog, the Infinite Gyre':
        'Judging error in both games: A wins both. B needs 11 Bottomless Vault counters, about '
        '24 turns, to cast Ulamog while Scalding Tongs pings every turn. A casts Balance with '
        "Remote Farm's last two mana just before Ulamog can come down; the Farm is sacrificed "
        'while paying, so A has no lands and no cards in hand. B must sacrifice the Vault and '
        "its counters and discard Ulamog. Ulamog's trigger shuffles B's graveyard back into the "
        'library. A orders the library (TB-3) with the Vault at the bottom, so rebuilding takes '
        'B more turns than the Tongs leave it. We checked this against a B that plays the Vault '
        "on turn 2, with the solver choosing A's moves in both seats. 6, not 0.",
    "Ensnaring Bridge, Mishra's Workshop, Scalding Tongs vs Force of Negation, Frost Titan, Sand Silos":
        "Judging error: both games are draws. Scalding Tongs is A's only win, and on A's turn "
        'Force of Negation, pitching Frost Titan, exiles it. The solver gives +1 for A if the '
        'Tongs resolve and 0 after the Force. B cannot do better by saving the Force for '
        'Ensnaring Bridge: countering the Bridge instead costs B the Titan, and the Tongs then '
        'win. Once the Tongs and the Titan are both exiled, neither side can win. 2, not 4.',
    "City of Traitors, Elite Spellbinder, Mox Pearl vs Ensnaring Bridge, Mishra's Workshop, Scalding Tongs":
        'Judging error in the game on the draw. On the play, City of Traitors and Mox Pearl '
        'cast Elite Spellbinder on turn 1, exiling Ensnaring Bridge; the Bridge then costs 5, '
        "more than Mishra's Workshop makes, so the 3/1 flyer wins the race against Scalding "
        "Tongs. On the draw, B's turn-1 Bridge stops the Spellbinder from attacking, but the "
        "Spellbinder exiles the Tongs, which then cost 4 against the Workshop's 3 (checked). "
        'Nobody can win: a draw, not a loss. 4, not 3.',
    "Force of Will, Misthollow Griffin, Saprazzan Cove vs Lotus Petal, Lotus Petal, Thassa's Oracle":
        "Judging error: A wins neither game, both are draws. With no library, Thassa's Oracle "
        '(two Lotus Petals for UU) wins as it enters, but Force of Will counters it for free by '
        'exiling Misthollow Griffin. The Griffin can then be cast from exile with four '
        'Saprazzan Cove counters and wins; the engine plays this line, and the solver values '
        "the position after the Force as a win for A. So B never casts the Oracle. A can't "
        'deploy the Griffin either: if it is cast from hand, the Cove is tapped and no blue '
        "card is left to pitch, so the Oracle resolves on B's next turn. 2, not 4.",
    'Blooming Marsh, Cabal Therapy, Crashing Footfalls vs Crashing Footfalls, Dismember, Forest':
        "Judging error: 5 points is impossible (win+draw is 4, win+win is 6). On the play, A's "
        'turn-1 Cabal Therapy (Blooming Marsh for B) names Crashing Footfalls before B can '
        "suspend it. A's own suspended Footfalls makes two 4/4 trampling Rhinos on turn 11; "
        'Dismember (Forest plus 4 life) kills only one, and the other wins by turn 19. On the '
        'draw, B suspends Footfalls on turn 1, so Therapy can only take Dismember. Both sides '
        'end with two 4/4 Rhinos and neither can attack profitably: a draw. The engine plays '
        'all these cards by their Oracle text. 4, not 5.',
    'Chronomaton, Maze of Ith, Wasteland vs Mox Pearl, Thalia, Guardian of Thraben, Wasteland':
        'Judging error: both games are draws. Each Wasteland can destroy the other, so neither '
        "side keeps a mana source for long. On the play, A's turn-1 Chronomaton taps A's "
        'Wasteland. B must then tap its own Wasteland with Mox Pearl to cast Thalia: if B '
        "Wastelands A's land instead, Thalia is uncastable off the Mox alone and the 1/1 "
        "Chronomaton wins unopposed (the engine agrees). A then trades Wastelands while B's is "
        "tapped, leaving Chronomaton no mana to grow. A 1/1 (or 2/2) Chronomaton can't attack "
        "into Thalia's first strike, and Maze of Ith untaps Thalia and prevents its damage on "
        "every attack. The solver's line on the draw has the same Wasteland trade and Maze "
        'stalemate. 2, not 4.',
    'Channel, Hickory Woodlot, Ulamog, the Infinite Gyre vs Force of Negation, Frost Titan, Sand Silos':
        "Judging error: both games are draws. A's only way to Ulamog is Channel (Hickory "
        "Woodlot's GG, then 11 life for the {11}). Channel is cast on A's turn, so Force of "
        'Negation counters it for free by exiling Frost Titan, and Channel is exiled. A is left '
        "with an uncastable Ulamog, and B with only Sand Silos. A can't hold Channel back "
        'either: once B builds six Silos counters, a resolved Frost Titan taps down the Woodlot '
        'every turn. So A forces the exchange, and neither side has anything left. The engine '
        "plays Force of Negation's alternative cost and Channel by their Oracle text. 2, not 4.",
    "Cenn's Tactician, Path to Exile, Plains vs Contagion, Dryad Arbor, Unmask":
        "Judging error: both games are draws. Cenn's Tactician is A's only threat and Dryad "
        "Arbor is B's. B has exactly one answer to the Tactician: Contagion on A's turn "
        "(pitching Unmask) or Unmask on B's turn (pitching Contagion). Each needs the other as "
        "its pitch card, and Dryad Arbor's G can't hard-cast either. Path to Exile answers "
        "Dryad Arbor. Pumping the Tactician doesn't help, since Contagion's two -2/-1 counters "
        'also kill a 2/2. With both threats gone, neither side can win. 2, not 4.',
    'Force of Will, Laboratory Maniac, Lotus Bloom vs Nether Spirit, Peat Bog, Smallpox':
        'Judging error in both games: each is a standoff and a draw. Lotus Bloom gives only '
        'three mana, so once Laboratory Maniac is cast, Force of Will has no blue card left to '
        "exile. B then holds Smallpox for the turn before A's draw step and makes A sacrifice "
        'the Maniac (solver value -1 for A after the Maniac is cast). If B casts Smallpox '
        'earlier, A either counters it with Force of Will by exiling the Maniac (Nether Spirit '
        'stays stranded: one Peat Bog tap gives only BB), or lets it resolve, discards Force of '
        'Will and wins with the Maniac later (value +1). So neither side commits, and the '
        "solver's lines (Bloom left in exile, Smallpox countered) are draws whichever deck is "
        "on the play. We checked that the engine plays Smallpox, Force of Will's pitch cost and "
        "the Maniac's win from an empty library correctly. 2, not 0.",
    'Dryad Arbor, Force of Negation, Mental Misstep vs Karakas, Leyline of Singularity, Memnite':
        'Judging error in both games: A has no winning line. Memnite cannot be countered by '
        "either of A's spells: Force of Negation counters only noncreature spells, and Mental "
        "Misstep only spells of mana value 1 (Memnite's is 0). The engine correctly offers no "
        "response to Memnite. Leyline can only 'begin the game' on the battlefield, since "
        'Karakas cannot pay {U}{U}. Even then Dryad Arbor is a land, so it is not made '
        'legendary and Karakas cannot bounce it (checked: only Memnite is a legal target). That '
        'leaves a 1/1 against a 1/1 in which any attack can be blocked for a trade that leaves '
        'neither side a way to win. Both games are draws, as the solver finds: 2, not 4.',
    "Channel, Hickory Woodlot, Ulamog, the Infinite Gyre vs Ensnaring Bridge, Mishra's Workshop, Scalding Tongs":
        'Judging error: both games are a standoff in which whoever commits first loses. Suppose '
        "A casts Channel and Ulamog first (20 -> 9 life). Its cast trigger can only destroy A's "
        "own Hickory Woodlot, the only permanent, and then B plays Mishra's Workshop, Ensnaring "
        "Bridge and later Scalding Tongs. With no cards in B's hand the Bridge stops Ulamog "
        'from attacking, and Tongs pings A to death (solver value -1 for A). Suppose instead B '
        "plays the Workshop first. Ulamog's trigger then destroys the Bridge or the Workshop, "
        'and annihilator plus 11 damage wins (value +1 for A). So neither side acts and the '
        'game loops to a draw whichever deck is on the play. We checked that the engine plays '
        "Channel, Ulamog's cast trigger and the Bridge correctly. 2, not 4.",
    'Chancellor of the Forge, Force of Will, Misdirection vs Chancellor of the Forge, Mental Misstep, Pyrokinesis':
        'Judging error: the game the judges scored as a win for A is a draw. Neither deck has '
        "mana, so each side's only threat is the 1/1 haste Goblin from revealing Chancellor of "
        "the Forge. A's only interaction is Force of Will or Misdirection (each must pitch the "
        "other), and B's Mental Misstep can never be cast because no spell with mana value 1 "
        "exists. If B casts Pyrokinesis at A's Goblin alone, A wins by Misdirecting it onto B's "
        'Goblin (engine value +1). But B does not have to do that: it can split the damage '
        'between both Goblins, which Misdirection cannot redirect, or not cast it at all, and '
        'blocking answers any race. That leaves both games drawn (solver value 0 in both seats, '
        'checked move by move; the engine plays all five cards by their Oracle text). '
        'Misdirection being offered as its own new target plays no part here, since A can never '
        'have Force of Will and Misdirection on the stack together and Mental Misstep is never '
        'castable. 2, not 4.',
    'Chancellor of the Annex, Memnite, Strip Mine vs Force of Will, Memnite, Misdirection':
        "Judging error: both games are draws. A's only real card is Memnite (Chancellor needs 7 "
        "mana and the deck has one land, Strip Mine). When A is on the play, B answers A's "
        'Memnite with Force of Will (pitching Misdirection) as a throwaway first spell. '
        "Chancellor's reveal counters the Force because B can't pay {1}, so A's Memnite resolves, "
        "and B's Memnite, no longer taxed, resolves next turn. That leaves a Memnite standoff "
        "that neither side can break. On the draw, the revealed Chancellor counters B's Memnite, "
        "and B's Force of Will then counters A's Memnite, leaving nothing on either side. The "
        'engine applied the Chancellor tax and Force of Will by their Oracle text, and '
        'Misdirection has no use here: neither deck casts a spell with a single target. 2, not 4.',
    'Black Lotus, Elite Spellbinder, Leyline of Anticipation vs Cavern of Souls, Sleep-Cursed Faerie, Subtlety':
        'Judging error: both games are draws. A has no land, so Black Lotus pays for one Elite '
        'Spellbinder and nothing else. Whenever it is cast, B evokes Subtlety by exiling '
        "Sleep-Cursed Faerie and puts the Spellbinder on top of A's library. A draws it back but "
        'has no mana to cast it again, and B is left with only Cavern of Souls. Starting with '
        "Leyline of Anticipation doesn't change this (the solver gives 0 with it too). If B casts "
        'the Faerie first, Subtlety can no longer be evoked, so the Spellbinder resolves. It gets '
        'three free hits while the Faerie is stunned (B goes to 11), but from there the two '
        '3-power flyers only trade, and the solver gives 0 from that position. The engine played '
        'Subtlety (evoke, the top-or-bottom choice, redrawing the card) by its Oracle text. 2, '
        'not 4.',
    'Cavern of Souls, Hexdrinker, Mental Misstep vs Meddling Mage, Mox Pearl, Mox Sapphire':
        'Judging error in the game on the draw. B casts Mox Pearl and Mox Sapphire, then Meddling '
        "Mage on turn 1 naming Hexdrinker, so Hexdrinker can't be cast at all. Cavern of Souls "
        "only stops countering, not 'can't be cast' (CR 101.2). Mental Misstep can't hit the Mage "
        '(mana value 2) or the Moxen (mana value 0), so the Mage wins alone with ten attacks for '
        '2. On the play, A wins with Hexdrinker from Cavern, leveled up to protection from '
        'everything. The engine offered A no cast or response once the Mage resolved, which '
        'matches the Oracle text. 3, not 6.',
    "Energy Field, Inkmoth Nexus, Mox Sapphire vs Leyline of Anticipation, Lion's Eye Diamond, Shadowgrange Archfiend":
        "Judging error: both games are draws. B puts Lion's Eye Diamond down before Inkmoth Nexus "
        'can attack. Whenever the Nexus is animated, B cracks the Diamond at instant speed and '
        'discards Shadowgrange Archfiend, casting it for its madness cost ({2}{B}, pay 8 life). '
        "Its trigger makes A sacrifice the Nexus, a card going to A's graveyard, so Energy Field "
        'is sacrificed too. The 8/4 Archfiend then wins (the solver gives -1 once A attacks on '
        "turn 3). So A never attacks, and B can't get past Energy Field without the Nexus dying, "
        "since the Archfiend's {6}{B} hard cast is out of reach. I checked that the engine plays "
        "the Diamond, madness (B goes 20 -> 12, +1 from the trigger) and Energy Field's sacrifice "
        'by their Oracle text. 2, not 4.',
    'Cavern of Souls, Chancellor of the Annex, Old-Growth Dryads vs Force of Will, Misthollow Griffin, Saprazzan Cove':
        'Judging error: both games are draws. Cavern of Souls makes Old-Growth Dryads '
        'uncounterable. Its search finds nothing because the library is empty (correct under '
        "TB-1). Chancellor of the Annex can never be cast from a single land, so A's only threat "
        'is a 3/3. B stores a counter on Saprazzan Cove each turn and casts Misthollow Griffin '
        'from hand or from exile (after pitching it to Force of Will). That costs 4 mana, or 5 if '
        'Chancellor was revealed. Griffin then holds the ground: it blocks and trades with Dryads '
        'and never attacks. Checked on the play: with Chancellor revealed and Dryads attacking on '
        'turns 3 to 13, Griffin lands on turn 14 with B at 2 life, and the solver values that '
        'position a draw. On the draw Griffin arrives on turn 13 with B at 5. 2, not 4.',
    'Hickory Woodlot, Hickory Woodlot, Nullhide Ferox vs Leyline of Sanctity, Pendelhaven, Swarm Shambler':
        'Judging error in both games. Swarm Shambler gains one +1/+1 counter each turn cycle, '
        "paid with Pendelhaven's mana, and can do it at instant speed, even after it has blocked. "
        'On the play, Nullhide Ferox comes down on turn 5 off the two Hickory Woodlots and hits '
        'on turns 7, 9 and 11, leaving B at 2. On turn 13 the 5/5 Shambler blocks, grows to 6/6 '
        'and trades with Ferox, leaving neither side a threat: a draw. On the draw, Ferox hits on '
        'turns 8, 10 and 12. On turn 14 Shambler blocks, grows to 7/7, kills Ferox and survives. '
        'It then grows unchecked and kills A: a loss. Pendelhaven (new) was checked: its +1/+2 is '
        'offered only for a 1/1 and does not matter here; it only pays for Shambler. 1, not 6.',
    'Chronomaton, Noxious Revival, Wasteland vs Meddling Mage, Mox Pearl, Mox Sapphire':
        'Judging error in the game on the draw. Mox Pearl and Mox Sapphire cast Meddling Mage on '
        'turn 1 naming Chronomaton. The engine correctly offers no Chronomaton cast afterwards, '
        "and Noxious Revival has no graveyard target. A has no creature, and Mage's 2 damage a "
        'turn wins by turn 21. On the play, Chronomaton lands on turn 1 off Wasteland before Mage '
        "can name it, then outgrows Mage and wins. The solver's line where Wasteland targets "
        'itself and Noxious Revival puts it back is legal (targets are chosen before costs are '
        'paid, CR 601.2c/h) but changes nothing. 3, not 6.',
    'Chancellor of the Forge, Leyline of the Void, Pyrokinesis vs Dryad Arbor, Leyline of the Void, Unmask':
        'Judging error; both games are draws. The B deck keeps Leyline of the Void in hand to '
        'pitch to Unmask and casts Unmask before it plays Dryad Arbor, taking Pyrokinesis (A can '
        'only fire it in response with no creature to hit). What is left is a symmetric standoff: '
        "the revealed Chancellor's 1/1 haste Goblin against Dryad Arbor, with Chancellor "
        'uncastable, and whoever attacks into the untapped 1/1 is blocked. Checked in the engine '
        'along this line with and without A beginning with Leyline of the Void (Leyline exiles '
        'correctly; value 0 each time), and the same happens with B on the play (Unmask on turn 1 '
        'takes the Pyrokinesis). 2, not 4.',
    'Anointed Peacekeeper, Black Lotus, Leyline of Anticipation vs Mutavault, Mutavault, The Tabernacle at Pendrell Vale':
        'Judging error; both games are draws. A begins with Leyline of Anticipation, so it holds '
        "Black Lotus and Anointed Peacekeeper. When B animates one Mutavault with the other's "
        'mana and attacks, A flashes in Peacekeeper (naming Mutavault) and blocks, killing the '
        '2/2. A single Mutavault can never attack, because it would have to tap itself to pay for '
        "its own animation. The Tabernacle kills Peacekeeper at A's next upkeep, so A cannot win "
        'either. Checked in the engine: after the attack and flash block the value is 0, while '
        'without the Leyline on the battlefield B wins (value -1), which is probably what the '
        'judges scored. 2, not 0.',
    'Anointed Peacekeeper, Black Lotus, Leyline of Anticipation vs Dryad Arbor, Karakas, Leyline of Singularity':
        'Judging error in both games. Leyline of Singularity makes Anointed Peacekeeper '
        'legendary, so Karakas could bounce it, and with Black Lotus spent it could never be '
        "recast. But Peacekeeper, cast with Black Lotus's mana, names Karakas as it enters. The "
        'bounce (not a mana ability) then costs {2} more, and with Karakas tapping itself and '
        'Dryad Arbor giving only one mana it can never be paid. The 3/3 vigilance Peacekeeper '
        'attacks unopposed and wins on the play and on the draw. Checked in the engine: after '
        'naming Karakas, B is never offered the bounce (value +1), while naming any other card '
        'loses for A (value -1). 6, not 0.',
    "Leyline of Anticipation, Lion's Eye Diamond, Shadowgrange Archfiend vs Shrieking Affliction, Shrieking Affliction, Swamp":
        "Judging error; both games are draws. Lion's Eye Diamond (discard your hand, add BBB) "
        'casts Shadowgrange Archfiend for madness, but madness costs {2}{B} and 8 life, which '
        'leaves A at 12 with an empty hand. B casts the two Shrieking Afflictions on its turns '
        'off one Swamp, so A loses 3 and then 6 life per upkeep and dies on its third upkeep '
        'after only two 8-power attacks (16 damage). Checked in the engine: after the turn-1 '
        'madness cast (A at 12, Archfiend 8/4) the value is -1, and the race is worse on the '
        "draw. A's best is to keep two or more cards in hand so the Afflictions never trigger, "
        'and B cannot win either. 2, not 4.',
    'Chancellor of the Forge, Leyline of the Void, Pyrokinesis vs Memnite, Memnite, Memnite':
        'Judging error in the game on the draw. The Memnite deck has three free creatures and the '
        "Chancellor deck has only two answers: the revealed Chancellor's hasty 1/1 Goblin, which "
        'can only trade with one Memnite, and Pyrokinesis (pitching the Chancellor), which can '
        'only hit Memnites already on the battlefield. On the play the Memnite deck casts one '
        'Memnite at a time and attacks every turn, so the race ends with the Goblin forced to '
        'block and trade, Pyrokinesis killing the next Memnite, and the last Memnite winning. '
        'Leyline of the Void only exiles the dead Memnites and changes nothing; the engine '
        'applies it correctly. On the play the Chancellor deck gets only a draw (Goblin hits '
        'first, Pyrokinesis kills two Memnites, then a 1/1-vs-1/1 standoff). 1, not 2.',
    'Forest, Old-Growth Dryads, Pick Your Poison vs Hollow Trees, Nullhide Ferox, Pick Your Poison':
        'Judging error in the game on the play. Forest plus Old-Growth Dryads on turn 1 attacks '
        'on turns 3, 5, 7 and 9 for 12, leaving the opponent at 8. Hollow Trees enters tapped on '
        'turn 2 and has 4 storage counters at the turn-10 upkeep, so Nullhide Ferox (a hexproof '
        '6/6) lands before a fourth hit. Neither Pick Your Poison mode touches a 6/6 with no '
        "flying, and one Forest can't pay the {2} to turn off the Ferox's hexproof, so the Dryads "
        "can never attack again; with the Ferox at home it is a stalemate. The Dryads' land "
        'search correctly finds nothing, since 3CB has no library. On the draw it is also a draw. '
        '2, not 4.',
    'Chancellor of the Forge, Leyline of the Void, Pyrokinesis vs Contagion, Dryad Arbor, Unmask':
        'Judging error: the Chancellor deck cannot win either game. Its only possible attacker is '
        'the 1/1 Goblin from the revealed Chancellor (hard-casting it for 7 mana is impossible), '
        'and Contagion, cast for free by pitching Unmask, kills the Goblin at instant speed. '
        'Pyrokinesis, pitching the Chancellor, then kills Dryad Arbor, so neither side has a '
        'creature left and both games are draws. Leyline of the Void would only exile the spent '
        'Contagion and changes nothing. 2, not 4.',
    'Black Lotus, Elite Spellbinder, Leyline of Anticipation vs Black Lotus, Leyline of Anticipation, Mesmeric Fiend':
        'Judging error: with both Leylines of Anticipation out, whoever casts Black Lotus first '
        'loses. Lotus is an artifact spell on the stack, so the opponent can answer it with their '
        'own Lotus and a flashed creature while the first player has no mana. If A casts Lotus, B '
        'answers with Lotus into Mesmeric Fiend, whose enters trigger exiles Elite Spellbinder '
        "from A's hand. The Spellbinder only returns if the Fiend leaves, which A can't make "
        'happen, so the Fiend wins (engine checked: it plays the Fiend by its Oracle text). If B '
        'casts Lotus first, A answers with Lotus into Spellbinder, which exiles the Fiend; the '
        "Fiend would then cost 4, and B's Lotus makes only 3. Both players pass forever, so both "
        'games are draws. 2, not 4.',
    'Blooming Marsh, Cabal Therapy, Old-Growth Dryads vs Cavern of Souls, Old-Growth Dryads, Strip Mine':
        'Judging error: both games are draws, so A scores 2, not 4. With no library, Old-Growth '
        'Dryads is simply a 3/3 for {G} (its search does nothing), and Strip Mine cuts A off its '
        'only land. On the play, if A goes Blooming Marsh and Dryads, B Strip Mines the Marsh and '
        'casts its own Dryads off Cavern of Souls on turn 4. If A instead casts Cabal Therapy '
        "naming Dryads, B still strips the Marsh and A's Dryads is stranded. Either way it is 3/3 "
        'against 3/3 (or nothing against nothing), and an attack can always be blocked for a '
        'trade; the solver values every first-turn option at 0. On the draw, B holds Strip Mine '
        "and destroys the Marsh with A's turn-2 spell on the stack, then casts Dryads off Cavern: "
        'a draw again. The engine played every card here by its Oracle text.',
    'Burning Inquiry, Mountain, Nether Spirit vs Chronomaton, Ghost Quarter, Leyline of Sanctity':
        'Judging error: A scores 4 (a win on the play, a draw on the draw), not 3. On the play, A '
        'casts Burning Inquiry on turn 1. With no library nobody draws (TB-2), so each player '
        'discards their whole hand: B loses Chronomaton and Ghost Quarter before it has any mana, '
        "and Leyline of Sanctity doesn't help because Inquiry targets no one. Nether Spirit is "
        "then the only creature card in A's graveyard, so it returns on A's turn-3 upkeep and "
        'attacks for 2 each turn to win. On the draw, B casts Chronomaton off Ghost Quarter on '
        'turn 1 before Inquiry can take it. Chronomaton can outgrow Nether Spirit, but the Spirit '
        'comes back every upkeep as a chump blocker, so neither side can win: a draw. The solver '
        'confirms both results (a win in 320 states; a draw with value 0 in 8.6M states), and the '
        "engine applied Inquiry, Leyline and Nether Spirit's intervening-if return correctly.",
    "Death's Shadow, Thoughtseize, Underground River vs Dryad Arbor, Pendelhaven, Scythe Tiger":
        'Judging error in the game on the draw. With B on the play, Scythe Tiger comes down on '
        'turn 1 (B sacrifices Pendelhaven), so Thoughtseize on turn 2 finds only Dryad Arbor and '
        "takes nothing. Once Underground River has brought A low enough for Death's Shadow to "
        'live, a Shadow attack only trades blows: Arbor chump-blocks and Tiger strikes back while '
        'the Shadow is tapped (e.g. A at 5 with an 8/8: the Arbor block, then Tiger puts A at 2). '
        "From there A can never attack again without dying to Tiger, and Tiger can't attack into "
        "the untapped Shadow. The solver values every Shadow attack at A's life 4 to 9 as a draw "
        'or worse, so neither side can force a win. I checked the Oracle texts of Tiger, Shadow '
        'and River along the line. A wins on the play and draws on the draw: 4, not 6.',
    'Chancellor of the Forge, Chancellor of the Forge, Chancellor of the Forge vs Chancellor of the Forge, Force of Despair, Unmask':
        "Judging error. With A on the play, every revealed Chancellor's Goblin is created in A's "
        "turn-1 upkeep. It is not B's turn, so B pitches Unmask to Force of Despair in that "
        'upkeep and destroys them all. Neither deck can cast a 7-mana Chancellor, so the game is '
        "a draw (if A reveals nothing, B's own revealed Goblin wins). With B on the play, A "
        "reveals all three and gets three Goblins in B's first upkeep. On B's own turn Force of "
        "Despair can't be cast for free and B has no mana; on A's turn nothing entered that turn, "
        'so Force of Despair kills nothing. The Goblins win 3 against 1. I checked in the engine '
        "that Force of Despair is offered only on the opponent's turn. A draws on the play and "
        'wins on the draw: 4, not 3.',
    'Chancellor of the Forge, Force of Will, Misdirection vs Chronomaton, Mental Misstep, Sheltered Valley':
        "Judging error. A's only threat is the revealed Chancellor's 1/1 haste Goblin. A must use "
        'Force of Will (pitching Misdirection) on Chronomaton, which would otherwise block and '
        'outgrow the Goblin. After that, Sheltered Valley gives B 1 life in every upkeep, which '
        "exactly offsets the Goblin's 1 damage a turn. In the engine B's life stays at 19 "
        "forever, in either seat. Mental Misstep can't touch Force of Will (mana value 5) or the "
        "reveal trigger, so B can't win either. Both games are draws: 2, not 4. (The solver "
        "line's 'life 18 -> 99' is just the engine fast-forwarding Valley's life gain to the life "
        'cap of 99 in a dead position, not a bug.)',
    'Crystal Vein, Laboratory Maniac, Mox Sapphire vs Force of Will, Laboratory Maniac, Lotus Bloom':
        "Judging error. Mox Sapphire plus a sacrificed Crystal Vein casts A's Laboratory Maniac "
        "on turn 1 or 2, and the engine correctly makes it win at A's next draw step (empty "
        "library, CR 104.2b). So B must Force of Will it (or the Mox). B's only blue card to "
        "pitch is its own Maniac, which removes B's win condition, since Lotus Bloom's three mana "
        "can't hard-cast Force of Will. Leaving the Maniac alone loses before the suspended Bloom "
        'arrives. After the trade neither deck can win, in either seat: both games are draws, 2, '
        'not 4.',
    'Crashing Footfalls, Mox Emerald, Noxious Revival vs Hexdrinker, Mox Emerald, Old-Growth Dryads':
        'Judging error in the game with B on the play. B casts Mox Emerald and Hexdrinker on turn '
        '1 and Old-Growth Dryads on turn 3, then puts one level on Hexdrinker every turn with the '
        'Mox. A, on the draw, suspends Crashing Footfalls on turn 2, but by the time the Rhinos '
        'arrive on turn 10 it has taken 15 (Dryads, then Hexdrinker and Dryads together, with '
        'Hexdrinker a 4/4 from turn 9) and is at 5. A has to keep a Rhino home against the 4/4 '
        'and the 3/3, so it cannot deal 20 before turn 19. On turn 19 Hexdrinker reaches level 8 '
        'and becomes a 6/6 with protection from everything, which nothing can block, and it kills '
        'A. The engine plays Hexdrinker, suspend and Noxious Revival (on top of the library, then '
        'drawn) by their Oracle text, and every choice A has on turn 2 loses. A wins on the play, '
        'so the correct score is 3, not 6.',
    'Crashing Footfalls, Forest, Noxious Revival vs Hexdrinker, Mox Emerald, Old-Growth Dryads':
        'Judging error in the game with B on the play. It is the same game as with Mox Emerald: '
        "Forest only pays the {G} to suspend Crashing Footfalls on turn 2. B's Mox Emerald casts "
        'Hexdrinker on turn 1 and Old-Growth Dryads on turn 3, then levels Hexdrinker once a '
        "turn. B's attacks bring A down to 5 by the time the Rhinos arrive on turn 10. A has to "
        'keep a blocker back against the 4/4 Hexdrinker and the 3/3 Dryads, so it cannot deal 20 '
        'by turn 18. On turn 19 Hexdrinker reaches level 8 (6/6, protection from everything) and '
        'kills A. The solver checked every option A has on turn 2, and B wins with each. A wins '
        'on the play, so the correct score is 3, not 6.',
    "Balance, Remote Farm, Scalding Tongs vs Sol Ring, Sphere of Resistance, Urza's Saga":
        'Judging error in both games. Remote Farm is a depletion land that enters tapped and '
        'makes {W}{W} once a turn. Once Sphere of Resistance is out, Balance and Scalding Tongs '
        'each cost 3, so the Balance deck can never cast anything. The Saga deck gets Sphere out '
        "on its first turn either way: Urza's Saga's chapter I {C} pays for Sol Ring and Sol Ring "
        'pays for Sphere. Both games, the engine offers the Balance deck no action on any turn. '
        'Chapter II, at 2 lore counters and paid with Sol Ring (Sphere taxes only spells), makes '
        'two Constructs; with Sol Ring, Sphere and the two tokens as artifacts they are 4/4s and '
        "win unopposed. All four of this deck's pairings in that round were scored 6 for the "
        'opponent, which looks like a forfeit rather than a played result. 0, not 6.',
    "Cenn's Tactician, Curse of Silence, Plains vs Sol Ring, Sphere of Resistance, Urza's Saga":
        "Judging error in the game the Saga deck is on the play. On turn 1 Urza's Saga's chapter "
        'I {C} casts Sol Ring, and Sol Ring casts Sphere of Resistance. With a single Plains, the '
        "Tactician deck can then cast neither Curse of Silence nor Cenn's Tactician (each costs "
        '2), and two 4/4 Constructs kill it by turn 9. On the play the Tactician deck wins, as '
        'the solver says. Curse of Silence on turn 1 naming Sphere makes Sphere cost 4, more than '
        'Saga plus Sol Ring (3) can pay, so the Constructs stay 3/3. The Tactician, gaining a '
        'counter every turn and able to block an extra creature, outgrows them and wins (the line '
        'ends at 5 life). 3, not 6.',
    "Bottomless Vault, Maze of Ith, Ulamog, the Infinite Gyre vs Sol Ring, Sphere of Resistance, Urza's Saga":
        'Judging error in both games. Under Sphere of Resistance, Ulamog costs 12, and Bottomless '
        "Vault is the deck's only mana: it gets one storage counter per upkeep. So Ulamog cannot "
        'be cast before about turn 25, and the engine offers no cast along the way. Meanwhile '
        "Urza's Saga (chapter I {C} for Sol Ring, Sol Ring for Sphere, then two chapter II "
        'Constructs, 4/4 each with four artifacts) attacks with two creatures. Maze of Ith stops '
        'only one attacker a turn, so 4 damage gets through each turn; I checked this with Vault '
        'and Maze played on curve, and the deck on the play is dead on turn 16. 0, not 6.',
    "Channel, Hickory Woodlot, Ulamog, the Infinite Gyre vs Sol Ring, Sphere of Resistance, Urza's Saga":
        'Judging error in both games. Hickory Woodlot enters tapped, so Channel cannot be cast '
        "before the Saga deck's first turn. By then Urza's Saga's chapter I {C} has cast Sol "
        "Ring, and Sol Ring has cast Sphere of Resistance. Channel then costs 3 against Woodlot's "
        "{G}{G}, and Channel's pay-1-life mana only exists after it resolves, so Ulamog never "
        'comes. The engine offers the Channel deck no action on any turn. Two chapter II '
        'Constructs (4/4 with Sol Ring, Sphere and each other) win unopposed. 0, not 6.',
    "Boseiju, Who Endures, Mishra's Factory, Mox Emerald vs Meddling Mage, Mox Pearl, Mox Sapphire":
        "Judging error in the game with A on the play. Boseiju's channel only stops Meddling Mage "
        "if A keeps Mox Emerald and Mishra's Factory untapped during B's turn. Then B just waits: "
        "the solver's best reply is to cast nothing on turn 2. A cannot animate and attack with "
        'the Factory without tapping out, and B casts both Moxen and the Mage as soon as A does. '
        "In real Magic B could also float a Mox's mana before casting the second Mox. Once the "
        'Mage is out, the Factory blocks it and pumps itself, and an attacking Factory only '
        'trades with the Mage, so both games are draws. I checked that the engine offers the '
        'channel at instant speed against an artifact (it destroys Mox Sapphire in response to '
        "Mox Pearl, after which A wins) and that B's wait avoids this. 2, not 4.",
    "Balance, Dunes of the Dead, Mox Pearl vs Lion's Eye Diamond, Shadowgrange Archfiend, Wasteland":
        'Judging error: 5 points is impossible (a pairing scores 6/4/3/2/1/0). On the play A '
        'wins: Dunes of the Dead and Mox Pearl cast Balance on turn 1, B discards all three cards '
        "(no mana for the Archfiend's madness), and Dunes, sacrificed because B has no land, "
        "makes a 2/2 Zombie after Balance's creature step that attacks unopposed. On the draw A "
        "loses: on A's first turn (draw step) B sacrifices Lion's Eye Diamond, discarding the "
        'Archfiend, and casts it for its madness cost ({2}{B} and 8 life). When A casts Balance, '
        'B answers with Wasteland on Dunes, so the lands are 0 to 0, and the Zombie trigger '
        "resolves before Balance, so the creatures are 1 to 1 and the 8/4 survives. The engine's "
        'Balance, madness, LED, Wasteland and Dunes trigger order all follow Oracle text and CR '
        '603.3 along these lines. 3.',
    'Autonomous Assembler, Mox Pearl, Wasteland vs Balance, Dunes of the Dead, Mox Pearl':
        'Judging error in the game on the draw. With the Balance deck on the play, Dunes of the '
        'Dead and Mox Pearl cast Balance on turn 1. A discards all three cards, and B sacrifices '
        "Dunes because A has no land. Its Zombie arrives after Balance's creature step and "
        'attacks unopposed for the win. With A on the play it is a draw. A prototyped Assembler '
        "(tapping out) dies to B's turn-2 Balance. If A holds the Assembler, Balance makes A "
        'discard it instead. Wasteland on Dunes in response only gives B a Zombie that Balance '
        'then sacrifices, leaving a Mox each. 1, not 2.',
    'Bayou, Funeral Charm, Hexdrinker vs Cruel Sadist, Path to Exile, Undiscovered Paradise':
        "Judging error: both games are draws. Undiscovered Paradise comes back to B's hand every "
        'untap step and is replayed, so B always has {W} for Path to Exile on Hexdrinker before '
        "A's single Bayou can level it to 3 (protection from instants). Funeral Charm's +2/-1 "
        "kills Cruel Sadist at instant speed. If A casts the Charm's discard mode on turn 1, B "
        'gives up the Sadist (or Path), not the Paradise; the solver proves both choices draw. '
        'Playing out the Sadist-against-Hexdrinker race showed that level-up works: 8 counters '
        'make Hexdrinker 6/6. 2, not 4.',
    'Angel of Sanctions, Icatian Store, Maze of Ith vs Deep-Cavern Bat, Lotus Petal, Sheltered Valley':
        'Judging error: both games are draws. Sheltered Valley and Lotus Petal cast Deep-Cavern '
        "Bat on B's first turn (turn 1 on the play, turn 2 on the draw), before A can make the "
        "five mana Angel of Sanctions needs. Its trigger exiles the Angel from A's hand until the "
        'Bat leaves, and A has no way to remove the Bat. A is left with Maze of Ith and Icatian '
        'Store and can never deal damage. Maze of Ith stops every attack by the 1/1 lifelink Bat, '
        'so neither side can win. The Angel never reaches the battlefield or the graveyard, so '
        "its new enter trigger and embalm are not involved; the engine's Bat exile follows its "
        'Oracle text. 2, not 4.',
    "Lion's Eye Diamond, Memnite, Shadowgrange Archfiend vs Lion's Eye Diamond, Memnite, Shadowgrange Archfiend":
        'Judging error. A mirror cannot score 4: both games are the same game with the seats '
        'swapped, so it is 3 (one win, one loss) or 2 (two draws). Whoever casts Shadowgrange '
        "Archfiend first loses it. When the second player casts theirs (Lion's Eye Diamond "
        'discards it, then madness), its enters trigger makes the first player sacrifice their '
        "8/4 and gives back 8 life. I checked this: after P0's Archfiend in P1's upkeep, P1 "
        'answers with its own and ends on 20 life with the only Archfiend, while P0 is on 12. So '
        'neither side commits, the Memnites stall, and both games are draws (re-solved: draw, '
        '2.6M states): 2, not 4.',
    "Force of Despair, Grief, Memnite vs Lion's Eye Diamond, Memnite, Shadowgrange Archfiend":
        "Judging error in the game on the draw. B casts Memnite and Lion's Eye Diamond on turn 1 "
        "and activates the Diamond in A's turn-2 upkeep, discarding Shadowgrange Archfiend and "
        "casting it for its madness cost ({2}{B}, 8 life). On A's own turn Force of Despair's "
        'free cost is not available ("If it\'s not your turn"), and A has no mana. Grief cannot be '
        "cast in the upkeep, and by A's main phase B's hand is empty, so the 8/4 wins in a few "
        'attacks (the engine plays all this by the Oracle text; solver value: B wins). On the '
        'play A evokes Grief, exiling Force, to discard the Archfiend on turn 1 (the madness '
        "can't be paid), and the Memnites draw. A gets a draw and a loss: 1, not 2.",
    "Crystal Vein, Elite Spellbinder, Mox Pearl vs Oboro, Palace in the Clouds, Sea's Claim, Sleep-Cursed Faerie":
        'Judging error: 5 points is impossible, and the correct score is 4. On the play, Crystal '
        'Vein and Mox Pearl cast Elite Spellbinder on turn 1, exiling Sleep-Cursed Faerie; it '
        "then costs {2}{U}, which Oboro alone can't pay, and the 3/1 flier wins. On the draw the "
        'Faerie enters on turn 1 tapped with three stun counters and untaps only on turn 9. The '
        'Spellbinder (cast turn 2) hits on turns 4, 6 and 8 (B goes to 11). After that the '
        'untapped 3/3 trades with the 3/1 if it attacks, and attacking with the Faerie would lose '
        "B the race, so the game is a draw. I checked Sea's Claim: on B's own Oboro (the only "
        'land left, an arbitrary move in a drawn line) it makes Oboro an Island that loses its '
        'bounce ability (CR 305.7), which is correct. Neither card gives B the two mana in one '
        "step that the Faerie's {1}{U} untap needs. A wins on the play and draws on the draw: 4.",
    'Bottomless Vault, Funeral Charm, Tomb of Urami vs Energy Field, Saprazzan Skerry, Scalding Tongs':
        "Judging error; both games are draws, 2 not 4. Energy Field prevents all of Urami's "
        "damage, and a card going to B's graveyard sacrifices it. So Funeral Charm's discard only "
        'wins if Field is on the battlefield while B still holds a card. I checked that the '
        'engine sacrifices Field both for a discarded Tongs and for Saprazzan Skerry sacrificing '
        'itself on its last counter. B therefore keeps both Field and Tongs in hand: casting '
        'Tongs first lets the Charm take Field (solver: A wins), and casting Field first strands '
        'Tongs for the Charm. If A Charms while B holds both cards, B chooses the discard (Tongs) '
        "and keeps Field. A can't make Urami and still keep mana for the Charm, because Urami "
        "sacrifices all of A's lands. Once Urami is out, B casts Field and neither side can deal "
        'damage. On the play the turn-1 Charm only takes Tongs, and it is the same draw.',
    'Crystal Vein, Magus of the Moon, Mox Ruby vs Field of Ruin, Phyrexian Revoker, Sol Ring':
        'Judging error in the game on the draw. With B on the play, Field of Ruin pays for Sol '
        "Ring, and Sol Ring casts Phyrexian Revoker on turn 1 naming Mox Ruby. A's only red "
        'source is then shut off, and Crystal Vein alone (at most {C}{C}) cannot cast Magus of '
        'the Moon. The 2/1 attacks for ten turns, and Field of Ruin destroys Crystal Vein if A '
        "ever plays it: A loses. On the play A must use Mox Ruby plus Vein's sacrifice to cast "
        'Magus on turn 1. After that the Magus and the Revoker can only trade or race to a '
        'standoff, which is a draw. I checked the engine along these lines: the Revoker blocks '
        "the Mox's activation, Field can destroy the Vein, and the empty library makes Field's "
        'land search do nothing. A 1, not 2.',
    'Field of Ruin, Lupine Prototype, Sol Ring vs Lupine Prototype, Lupine Prototype, Remote Farm':
        'Judging error: a pairing cannot score 5. On the play A wins. Field, Sol Ring and Lupine '
        "Prototype go down on turn 1, so A's hand is empty and the 5/5 can attack. Remote Farm "
        "enters tapped, so A's Field of Ruin (paid with Sol Ring) destroys it before it ever "
        'makes mana, and B never casts a Lupine. On the draw it is a draw. Turn 1 Remote Farm '
        "stays tapped through A's turn 2, and A must tap Field to cast Sol Ring, so A cannot "
        "destroy the Farm in time. B then casts a Lupine on turn 3 with the Farm's {W}{W}. "
        'Whether A destroys the Farm after that or not, the mirrored 5/5s can only reach a '
        'standoff. I checked that the engine plays Field of Ruin correctly here: it taps itself, '
        'needs {2} from Sol Ring, and its library search finds nothing (TB-1). A 4.',
    "Crystal Vein, Magus of the Moon, Mox Ruby vs Island, Sea's Claim, Sleep-Cursed Faerie":
        'Judging error in the game on the draw. Sleep-Cursed Faerie comes down on turn 1 and '
        'first untaps on turn 9. Magus of the Moon comes at best on turn 2 (Mox Ruby plus Crystal '
        "Vein sacrificed for CC) and can't block a flyer. It hits on turns 4 to 20 (nine times, B "
        "to 2), but the Faerie's seven hits on turns 9 to 21 kill A first. Sea's Claim plays no "
        'part: the engine applies it by its Oracle text (on Crystal Vein the land becomes an '
        "Island and loses its abilities), and here it only goes on B's own Island. On the play, a "
        'turn-1 Magus gets four hits in before the Faerie wakes, so the Faerie has to stay home '
        'to block and the game is a draw, as judged. 1, not 2.',
    'Chancellor of the Forge, Chancellor of the Forge, Leyline of the Meek vs Chancellor of the Forge, Snapback, Subtlety':
        'Judging error; both games are draws. Both decks reveal their Chancellors for hasty '
        'Goblin tokens at the first upkeep, and B casts Snapback for free by exiling Subtlety to '
        "bounce one of A's Goblins (a bounced token ceases to exist), leaving one Goblin on each "
        'side that neither can profitably attack into, so the game loops to a draw. Leyline of '
        "the Meek changes nothing, because 'Creature tokens get +1/+1' applies to every player's "
        "creature tokens: the Goblins are 2/2 against 2/2 (the judges probably pumped only A's "
        "tokens). I checked that the engine makes both players' Goblins 2/2 with the Leyline in "
        'play, and the solver gives a draw with or without it in both games (A loses if it '
        "doesn't reveal both Chancellors). 2, not 4.",
    'Aether Vial, Ancient Tomb, Chancellor of the Annex vs Chancellor of the Annex, Icatian Store, Strip Mine':
        'Judging error: both games are draws. The Vial needs seven upkeeps to put Chancellor of '
        'the Annex in, on turn 15 on the play or turn 16 on the draw, and it cannot attack until '
        "two turns later. By then B's Icatian Store, together with the {C} from Strip Mine kept "
        'on the battlefield, pays for Chancellor plus both {1} taxes (the battlefield '
        "Chancellor's, and the revealed one's if A revealed). Two 5/6 fliers then stall forever. "
        'A wins only if B sacrifices Strip Mine (for example on Ancient Tomb) after A revealed: '
        "with both revealed and Tomb plus Vial on turn 1, the solver scores B's turn-2 Strip Mine "
        'activation as a win for A, but keeping the Mine draws. I checked that the engine plays '
        "the Vial correctly along these lines: counters stop at 8, Chancellor's mana value plus "
        'one, which is exact because nothing else reads them; a Vialed Chancellor is not cast, so '
        'it is not taxed, and it enters summoning sick; the opening-hand tax on the Vial is paid; '
        'the storage cap of 15 lets B make 9 mana. 2, not 4.',
    'Cathedral of War, Demolition Field, Inkmoth Nexus vs Cathedral of War, Dismember, Inkmoth Nexus':
        "Judging error: A wins neither game. Each deck's only threat is Inkmoth Nexus (2 poison "
        "per hit with Cathedral of War's exalted), and B keeps a land untapped for Dismember: if "
        'A animates its Nexus, B kills it, and then Demolition Field is dead because it needs {2} '
        "from two other lands and A has only Cathedral left (checked: after A animates into B's "
        'open mana on turn 5 and B casts Dismember, B wins). The other way round, A keeps its '
        "three lands untapped, so Field destroys B's Nexus at instant speed the moment B commits "
        "it, leaving B's Cathedral tapped. Neither side can attack profitably, so both games are "
        'draws. The engine plays the cards by their Oracle text: Cathedral enters tapped, exalted '
        "gives +1/+1 (2 poison), infect's -1/-1 counters stay on the Nexus, Field targets only "
        "the opponent's lands, and Dismember is paid with 4 life. 2, not 4.",
    'Chancellor of the Tangle, Hollow Trees, Old-Growth Dryads vs Grief, Sickening Shoal, Wasteland':
        'Judging error in the game with A on the play. Revealing Chancellor of the Tangle gives '
        '{G} to cast Old-Growth Dryads on turn 1, but Sickening Shoal, exiling Grief (mana value '
        '4) as its alternative cost, gives the Dryads -4/-4 at instant speed. Wasteland then '
        'destroys Hollow Trees before its storage counters can ever pay for Chancellor, so the '
        'game is a draw (the engine offers this Shoal and kills the Dryads; the solver values the '
        'position after the Dryads are cast at 0). With B on the play, Grief evoked on turn 1 '
        '(exiling Shoal) discards the Dryads and Wasteland again answers Hollow Trees: a draw. 2, '
        'not 4.',
    'Anointed Peacekeeper, Crystal Vein, Mox Pearl vs Grief, Sickening Shoal, Wasteland':
        'Judging error: 5 points is impossible. On the play, sacrificing Crystal Vein plus Mox '
        'Pearl casts Anointed Peacekeeper on turn 1, naming Sickening Shoal. The {2} tax also '
        "applies to Shoal's exile-Grief alternative cost (CR 601.2f), and B's only mana is "
        'Wasteland, so the engine rightly offers B no Shoal and the 3/3 wins in 7 attacks (naming '
        'Grief instead would let Shoal kill it: a draw). With B on the play, Grief evoked on turn '
        '1 (exiling Shoal) discards Mox Pearl; without white mana Peacekeeper is never cast, and '
        'B has no threat of its own: a draw. 4 (a win on the play, a draw on the draw).',
    'Black Lotus, Black Lotus, Steel Seraph vs Chancellor of the Annex, Icatian Store, Strip Mine':
        'Judging error in the game on the draw. The revealed Chancellor of the Annex counters the '
        'first Black Lotus, so the Seraph deck gets only a prototyped 3/3 Steel Seraph; with B on '
        'the play it is cast turn 2 and hits on turns 4 to 14, six times for 18. Icatian Store '
        "(six counters by turn 13) plus Strip Mine's {C} casts Chancellor of the Annex on turn "
        '15. The 5/6 flier then walls the Seraph, and it can never attack itself because the '
        'Seraph would finish B (at 2) while it is tapped: a draw (checked in the engine, solver '
        'value 0). On the play the Seraph hits seven times (turns 3 to 15) before the Annex can '
        'arrive on turn 16, so it wins; the engine plays Steel Seraph, the Annex reveal and '
        'Icatian Store by their Oracle text. 4, not 6.',
    'Angel of Sanctions, Icatian Store, Island Sanctuary vs Form of the Dragon, Lotus Bloom, Show and Tell':
        'Judging error: both games are draws. If the Form deck goes Lotus Bloom into Show and '
        'Tell, the Angel deck puts Angel of Sanctions onto the battlefield alongside Form of the '
        'Dragon and exiles it (engine: Angel deck wins). If the Angel deck hard-casts the Angel '
        'off Icatian Store first, the Form deck only then suspends Lotus Bloom and Show and Tells '
        "Form in. Form's end-step 'your life total becomes 5' blanks the 3-power Angel, and its 5 "
        'damage each upkeep kills the Angel player (engine: the Angel deck is lost once the Angel '
        'resolves). So neither side commits, and the engine plays Form of the Dragon, suspend and '
        'Show and Tell by their Oracle text along these lines. 2, not 4.',
    'Black Lotus, Cavern of Souls, Jace, Wielder of Mysteries vs Chancellor of the Forge, Chancellor of the Forge, Leyline of the Meek':
        'Judging error: the Jace deck wins both games. Black Lotus ({U}{U}{U}) plus Cavern of '
        "Souls ({C}; Jace is not a creature) casts Jace, Wielder of Mysteries on the deck's first "
        "turn, and the +1's draw from an empty library becomes 'you win the game instead' (TB-2: "
        'the draw still happens). The Chancellor deck has no interaction: on the play its two '
        'hasty Goblin tokens from the Chancellor reveals (2/2 with Leyline of the Meek) hit for 4 '
        'on turn 1 and cannot stop the turn-2 Jace. I stepped both games through the engine. '
        'Leyline pumps the tokens (1/1 without it, 2/2 with it), the tokens come at the first '
        "upkeep as Oracle says, the Lotus and Cavern mana pays correctly and Jace's +1 ends the "
        'game. 6, not 0.',
    'Ancient Tomb, Magus of the Moon, Mox Ruby vs City of Traitors, Elixir of Immortality, The Filigree Sylex':
        'Judging error: 5 is not a score a pairing can have. On the play, Ancient Tomb and Mox '
        'Ruby cast Magus of the Moon on turn 1, so City of Traitors is a Mountain: one red mana '
        "pays neither The Filigree Sylex ({2}) nor the Elixir's {2}, and the Magus wins. On the "
        'draw, a standoff. The Sylex deck takes its Sylex to ten oil counters and gains life with '
        'the Elixir (which shuffles itself back and is drawn again), and the Magus deck holds the '
        "Magus: cast, it dies to the Sylex's 10 damage, after which the Elixir shuffles the Sylex "
        'back and it comes again (solver, the Sylex at ten, 40 life against 18, Magus just cast: '
        'the Sylex deck wins). But the Sylex fired at the Magus deck (20 life) is gone, and the '
        "Magus then cuts City to one red mana: no Elixir, no Sylex, and the Magus wins (solver, "
        'the Sylex spent, 40 life against 10: the Magus deck wins). Neither moves first: a draw '
        '(solver, the Sylex at ten and the Magus in hand: a draw). 4, not 5.',
    'Bottomless Vault, Tomb of Urami, Vicious Rumors vs Ensnaring Bridge, Keldon Megaliths, Mercadian Bazaar':
        'Judging error: both games are draws. Vicious Rumors on the Tomb deck\'s first turn makes '
        'the Bridge deck discard, and it discards Keldon Megaliths, its only way to deal damage: '
        'it keeps Mercadian Bazaar to store the three mana for Ensnaring Bridge, and with its hand '
        'empty the Bridge keeps Urami (5/5, from Tomb of Urami) from attacking. The solver, after '
        'each of the three discards with the Bridge deck to play its second turn: discarding the '
        'Bridge or the Bazaar loses, discarding the Megaliths draws. The same happens when the '
        'Bridge deck is on the play. 2, not 4.',
    'Cavern of Souls, Swarm Shambler, Thallid vs Chancellor of the Tangle, Phyrexian Revoker, Wasteland':
        'Judging error in the game on the draw. The Revoker deck reveals Chancellor of the Tangle, '
        "whose {G} with Wasteland's {C} casts Phyrexian Revoker on turn 1 naming Thallid, so "
        'Thallid never makes a Saproling. Cavern of Souls, the Thallid deck\'s only land, casts '
        'one creature before Wasteland destroys it: a 1/1 Thallid (or a Swarm Shambler that '
        "can't pay for its counters) against a 2/1 Revoker, and nobody attacks: a draw (the "
        'solver after the Revoker names Thallid: a draw; naming Swarm Shambler instead loses). '
        'On the play the Thallid deck wins, as judged. 4, not 6.',
    "Burning Inquiry, Mountain, Nether Spirit vs Kozilek, Butcher of Truth, Lion's Eye Diamond, Shadowgrange Archfiend":
        "Judging error: both games are draws. Burning Inquiry makes both players discard their "
        "whole hands at random, but Kozilek, put into the graveyard, shuffles the Archfiend "
        "deck's graveyard back into its library (TB-3: the Inquiry deck orders it), and the deck "
        "draws its cards again until Lion's Eye Diamond discards Shadowgrange Archfiend to its "
        "madness cost ({2}{B} from the Diamond and 8 life): an 8/4. Nether Spirit returns at "
        "every upkeep while it is its owner's only creature card in the graveyard, so it blocks "
        "the Archfiend forever, and a 2/2 cannot race an 8/4 either. Nobody can force a win "
        "(the solver, in both games): 2, not 6.",
    "Kozilek, Butcher of Truth, Lion's Eye Diamond, Shadowgrange Archfiend vs Mesmeric Fiend, Mishra's Factory, Mox Jet":
        "Judging error in the game on the play. On turn 1 Lion's Eye Diamond discards Kozilek "
        "and Shadowgrange Archfiend, and its three black mana cast the Archfiend for its madness "
        "cost ({2}{B} and 8 life): an 8/4 that takes the Fiend deck to 4 in two attacks. Kozilek's "
        "trigger shuffles the graveyard (the Diamond) back into the library, so when Mesmeric "
        "Fiend and a pumped Mishra's Factory double-block and kill the Archfiend, the Diamond is "
        "drawn again and casts the Archfiend a second time. On the draw the Fiend deck wins, as "
        "judged: its turn-1 Mesmeric Fiend (Mox Jet and Mishra's Factory) exiles the Diamond, the "
        "deck's only mana. 3, not 0.",
    "City of Traitors, Soldevi Sentry, Sphere of Resistance vs Mishra's Factory, Mox Pearl, Thalia, Guardian of Thraben":
        "Judging error in the game on the play. City of Traitors casts Sphere of Resistance on "
        "turn 1, which prices Thalia at three mana against the two of Mishra's Factory and Mox "
        "Pearl; but the Sentry deck's only threat is a 1/1, which Mishra's Factory blocks every "
        "turn, and the Factory cannot get through a Sentry that regenerates, so neither side "
        "can win: a draw, not the win the judges gave. On the draw, a turn-1 Thalia makes the Sphere cost "
        "three against City's two, and Thalia with the Factory beats the lone Sentry, as judged. "
        "1, not 3.",
    "Bottomless Vault, Encroach, Tomb of Urami vs Field of Ruin, Sunken Citadel, Treetop Village":
        "The judged 5 is not a score a pairing can have. On the play, Encroach takes Sunken "
        "Citadel; then Field of Ruin ({2} and its own tap) and Treetop Village's animation ({1}{G}) "
        "cannot be paid from the deck's two lands, and Bottomless Vault stores the mana for Tomb of "
        "Urami: Urami, a 5/5 flier, wins. On the draw the Citadel comes first, and its two "
        "land-ability mana pay Field of Ruin, which destroys Tomb of Urami before it can be "
        "used; Encroach can take only one of the other lands, and nobody can win: a draw. 4.",
    "Bottomless Vault, Inquisition of Kozilek, Tomb of Urami vs Sunken Citadel, The Tabernacle at Pendrell Vale, Treetop Village":
        "Judging error: both games are draws. Tomb of Urami sacrifices all its controller's "
        "lands, so Urami cannot pay The Tabernacle at Pendrell Vale's {1} at its controller's "
        "next upkeep and is destroyed before it can attack; made at instant speed, it can only "
        "block. The Tabernacle deck has nothing for Inquisition of Kozilek to take, and its "
        "Treetop Village (animated by Sunken Citadel's two land-ability mana, after its upkeep, "
        "so the Tabernacle never taxes it) attacking would meet that blocker: neither side can "
        "force a win. 2, not 4.",
    "Blazing Rootwalla, Lava Dart, Mountain vs Nether Spirit, Peat Bog, Smallpox":
        "Judging error: both games are draws. Smallpox makes each player discard a card and "
        "sacrifice a creature and a land, so a Rootwalla cast with the deck's only Mountain "
        "loses both, and Lava Dart's flashback then has no Mountain to sacrifice; Nether Spirit, "
        "discarded to the Smallpox, comes back at every upkeep and wins. So the Rootwalla deck "
        "holds its Mountain until the Smallpox is spent; after that a 1/1 Rootwalla (3/1 once a "
        "turn) and the returning 2/2 Spirit only trade, and nobody can force a win (the solver, "
        "in both games). 2, not 4.",
    "Blazing Rootwalla, Burning Inquiry, Hammerheim vs Curse of the Pierced Heart, Maze of Ith, Sandstone Needle":
        "The judged 5 is not a score a pairing can have. On the play, Hammerheim's {R} casts "
        "Burning Inquiry on turn 1: the Curse deck discards its whole hand before it has played "
        "a land, and the Rootwalla discarded with it is cast for its madness cost ({0}): a 3/1 "
        "attacker once a turn against nothing, which wins. On the draw Maze of Ith is already on "
        "the battlefield when the Inquiry resolves; it stops the Rootwalla's every attack, and "
        "with the Curse discarded nobody can win: a draw. 4.",
    "Crystal Vein, Magus of the Moon, Simian Spirit Guide vs Island, Lavinia, Azorius Renegade, Mox Pearl":
        "Judging error: both games are draws. Each deck has one creature, both 2/2: Magus of the "
        "Moon (cast on turn 1 with Crystal Vein's {C}{C} and Simian Spirit Guide's {R}) and "
        "Lavinia. Magus changes no land that matters (Island is basic, Crystal Vein is "
        "sacrificed, Mox Pearl is no land), and Lavinia stops neither a creature spell nor one "
        "cast with mana. Whoever attacks can be blocked for a trade that leaves two empty "
        "boards, and the side behind in a race blocks: neither can force a win. 2, not 4.",
    "Contagion, Grief, Memnite vs Myr Servitor, Myr Servitor, Plains":
        "Judging error: both games are draws. A has no land, so it gets one of its black "
        "spells, pitching the other: Contagion (two -2/-1 counters) or an evoked Grief. B casts "
        "one Myr Servitor and keeps the second in hand. Contagion then kills only the one on the "
        "battlefield; the second comes down and its upkeep trigger returns the first. Grief can "
        "take the Servitor in hand, but the one on the battlefield holds off Memnite, and a trade "
        "empties both boards. The 1/1s face each other and nobody can force a win. 2, not 4.",
    "Daze, Ocelot Pride, Tundra vs Field of Ruin, Lupine Prototype, Sol Ring":
        "The judged 5 is not a score a pairing can have. The solver gives 4. On the play, A wins: "
        "Ocelot Pride comes down on turn 1, and its first lifelink attack earns a Cat token, "
        "which then attacks every turn. On the draw, B plays Sol Ring and Lupine Prototype on turn 1, and Field of "
        "Ruin destroys Tundra once Ocelot Pride has landed. After that Lupine Prototype and "
        "Ocelot Pride face each other, neither attacks, and the game is a draw.",
}

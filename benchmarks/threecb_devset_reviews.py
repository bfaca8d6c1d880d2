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
}

"""Removal, counterspells and discard."""
from core.threecb.cards.creatures import evoke, evoke_sacrifice
from core.threecb.language import (ACTIVE_PLAYER, DEFENDING_PLAYER, ITS_CONTROLLER, MINUS_X,
                                   OPPONENT, X,
                                   TARGET, TARGET2, TARGET_PLAYER, YOU, AltCost,
                                   Card, Effect, ExtraCost, Flashback, Madness, Modal, Overload,
                                   Target, Triggered, discard_cards, draw,
                                   each_player_discards_cards,
                                   bounce, counter, counter_unless_pays, deal_damage, destroy,
                                   deal_divided_damage, destroy_creatures_entered_this_turn,
                                   distribute_counters, put_on_top_of_library,
                                   discard, each_player_discards, each_player_loses_life,
                                   each_player_sacrifices, exile, exile_and_gain_life, gain_life,
                                   lose_life, mill,
                                   name_card_and_discard, pump, sacrifice_permanents,
                                   schedule_next_upkeep, search_basic_land, until_end_of_turn,
                                   lose_game, if_not_paid, pay, change_target, create_tokens,
                                   put_spell_on_top_or_bottom_of_library)


def pitch(color: str, color_name: str, not_your_turn: bool = False, life: int = 0) -> AltCost:
    extras = (ExtraCost("pay life", life),) if life else ()
    extras += (ExtraCost("exile card of color", color),)
    if life:
        text = f"Pay {life} life and exile a {color_name} card from your hand"
    else:
        text = f"Exile a {color_name} card from your hand"
    return AltCost(text + " rather than pay the mana cost", extra_costs=extras,
                   not_your_turn=not_your_turn)


DIVIDED_FOUR = Effect((deal_divided_damage(),), targets=(Target("creature or planeswalker"),) * 4,
                      min_targets=0,
                      divide=4)

REMOVAL = [
    Card(name="Lightning Bolt", types="Instant", cost="{R}",
         spell=Effect((deal_damage(TARGET, 3),), targets=(Target("any target"),)),
         oracle="Lightning Bolt deals 3 damage to any target."),
    Card(name="Swords to Plowshares", types="Instant", cost="{W}",
         spell=Effect((exile_and_gain_life(0),), targets=(Target("creature"),)),
         oracle="Exile target creature. Its controller gains life equal to its power."),
    Card(name="Path to Exile", types="Instant", cost="{W}",
         spell=Effect((exile(TARGET), search_basic_land(ITS_CONTROLLER)),
                      targets=(Target("creature"),)),
         oracle=("Exile target creature. Its controller may search their library for a basic "
                 "land card, put that card onto the battlefield tapped, then shuffle.")),
    Card(name="Dismember", types="Instant", cost="{1}{B/P}{B/P}",
         spell=Effect((pump(TARGET, -5, -5),), targets=(Target("creature"),)),
         oracle=("({B/P} can be paid with either {B} or 2 life.)\nTarget creature gets -5/-5 "
                 "until end of turn.")),
    Card(name="Solitude", types="Creature — Elemental Incarnation", cost="{3}{W}{W}", power=3,
         toughness=2, keywords=("flash", "lifelink"), casts=(evoke("W", "white"),),
         abilities=(
             Triggered("When Solitude enters, exile up to one other target creature. That "
                       "creature's controller gains life equal to its power.", "enters",
                       Effect((exile_and_gain_life(0),), targets=(Target("other creature"),),
                              min_targets=0)),
             evoke_sacrifice("Solitude"),
         ),
         oracle=("Flash\nLifelink\nWhen Solitude enters, exile up to one other target creature. "
                 "That creature's controller gains life equal to its power.\nEvoke—Exile a white "
                 "card from your hand.")),
    Card(name="Fury", types="Creature — Elemental Incarnation", cost="{3}{R}{R}", power=3,
         toughness=3, keywords=("double strike",), casts=(evoke("R", "red"),),
         abilities=(
             Triggered("When Fury enters, it deals 4 damage divided as you choose among any "
                       "number of target creatures and/or planeswalkers.", "enters", DIVIDED_FOUR),
             evoke_sacrifice("Fury"),
         ),
         oracle=("Double strike\nWhen Fury enters, it deals 4 damage divided as you choose among "
                 "any number of target creatures and/or planeswalkers.\nEvoke—Exile a red card "
                 "from your hand.")),
    Card(name="Force of Despair", types="Instant", cost="{1}{B}{B}",
         spell=Effect((destroy_creatures_entered_this_turn(),)),
         casts=(pitch("B", "black", not_your_turn=True),),
         oracle=("If it's not your turn, you may exile a black card from your hand rather than "
                 "pay this spell's mana cost.\nDestroy all creatures that entered this turn.")),
    Card(name="Pick Your Poison", types="Sorcery", cost="{G}",
         spell=Modal((Effect((sacrifice_permanents(OPPONENT, "artifact"),)),
                      Effect((sacrifice_permanents(OPPONENT, "enchantment"),)),
                      Effect((sacrifice_permanents(OPPONENT, "creature with flying"),))),
                     ("each opponent sacrifices an artifact",
                      "each opponent sacrifices an enchantment",
                      "each opponent sacrifices a creature with flying")),
         oracle=("Choose one —\n• Each opponent sacrifices an artifact.\n• Each opponent "
                 "sacrifices an enchantment.\n• Each opponent sacrifices a creature with flying.")),
    # Current Oracle targets a player (the printed New Phyrexia text too), not "each opponent":
    # a hexproof player (Leyline of Sanctity) can't be chosen, and its caster may choose
    # themselves (CR 115.1).
    Card(name="Geth's Verdict", types="Instant", cost="{B}{B}",
         spell=Effect((sacrifice_permanents(TARGET_PLAYER, "creature"), lose_life(TARGET_PLAYER, 1)),
                      targets=(Target("player"),)),
         oracle="Target player sacrifices a creature of their choice and loses 1 life."),
    Card(name="Pyrokinesis", types="Instant", cost="{4}{R}{R}", spell=DIVIDED_FOUR,
         casts=(pitch("R", "red"),),
         oracle=("You may exile a red card from your hand rather than pay this spell's mana "
                 "cost.\nPyrokinesis deals 4 damage divided as you choose among any number of "
                 "target creatures.")),
    Card(name="Contagion", types="Instant", cost="{3}{B}{B}",
         spell=Effect((distribute_counters("-2/-1"),), targets=(Target("creature"),) * 2,
                      min_targets=1, divide=2),
         casts=(pitch("B", "black", life=1),),
         oracle=("You may pay 1 life and exile a black card from your hand rather than pay this "
                 "spell's mana cost.\nDistribute two -2/-1 counters among one or two target "
                 "creatures.")),
    Card(name="Smallpox", types="Sorcery", cost="{B}{B}",
         spell=Effect((each_player_loses_life(1), each_player_discards(),
                       each_player_sacrifices("creature"), each_player_sacrifices("land"))),
         oracle=("Each player loses 1 life, discards a card, sacrifices a creature, then "
                 "sacrifices a land.")),
    # Beyond the 118-card pool (core/threecb/data/cards-beyond-pool.json).
    Card(name="Lightning Helix", types="Instant", cost="{R}{W}",
         spell=Effect((deal_damage(TARGET, 3), gain_life(YOU, 3)), targets=(Target("any target"),)),
         oracle="Lightning Helix deals 3 damage to any target and you gain 3 life."),
    # "Its controller" is the permanent's controller as it last existed on the battlefield: the
    # life is gained before the destruction, which nothing can tell apart within one resolution
    # (no state-based actions or triggers act in between, CR 608.2), so that a destroyed token
    # (a Treasure, a Servo), whose object ceases to exist, still has a controller.
    Card(name="Nature's Claim", types="Instant", cost="{G}",
         spell=Effect((gain_life(ITS_CONTROLLER, 4), destroy(TARGET)),
                      targets=(Target("artifact or enchantment"),)),
         oracle="Destroy target artifact or enchantment. Its controller gains 4 life."),
    # "Up to two" (CR 115.1d, 601.2c): zero, one or two different targets; a target that is
    # illegal on resolution is left alone and the other is still destroyed (CR 608.2b).
    Card(name="Force of Vigor", types="Instant", cost="{2}{G}{G}",
         spell=Effect((destroy(TARGET), destroy(TARGET2)),
                      targets=(Target("artifact or enchantment"),) * 2, min_targets=0),
         casts=(pitch("G", "green", not_your_turn=True),),
         oracle=("If it's not your turn, you may exile a green card from your hand rather than "
                 "pay this spell's mana cost.\nDestroy up to two target artifacts and/or "
                 "enchantments.")),
]

COUNTERS = [
    Card(name="Force of Will", types="Instant", cost="{3}{U}{U}",
         spell=Effect((counter(TARGET),), targets=(Target("spell"),)),
         casts=(pitch("U", "blue", life=1),),
         oracle=("You may pay 1 life and exile a blue card from your hand rather than pay this "
                 "spell's mana cost.\nCounter target spell.")),
    Card(name="Force of Negation", types="Instant", cost="{1}{U}{U}",
         spell=Effect((counter(TARGET, exile_it=True),), targets=(Target("noncreature spell"),)),
         casts=(pitch("U", "blue", not_your_turn=True),),
         oracle=("If it's not your turn, you may exile a blue card from your hand rather than "
                 "pay this spell's mana cost.\nCounter target noncreature spell. If that spell is "
                 "countered this way, exile it instead of putting it into its owner's "
                 "graveyard.")),
    Card(name="Mental Misstep", types="Instant", cost="{U/P}",
         spell=Effect((counter(TARGET),), targets=(Target("spell with mana value", 1),)),
         oracle=("({U/P} can be paid with either {U} or 2 life.)\nCounter target spell with mana "
                 "value 1.")),
    Card(name="Daze", types="Instant", cost="{1}{U}",
         spell=Effect((counter_unless_pays(TARGET, 1),), targets=(Target("spell"),)),
         casts=(AltCost("Return an Island you control to its owner's hand rather than pay the "
                        "mana cost", extra_costs=(ExtraCost("return land type", "Island"),)),),
         oracle=("You may return an Island you control to its owner's hand rather than pay this "
                 "spell's mana cost.\nCounter target spell unless its controller pays {1}.")),
    Card(name="Mana Tithe", types="Instant", cost="{W}",
         spell=Effect((counter_unless_pays(TARGET, 1),), targets=(Target("spell"),)),
         oracle="Counter target spell unless its controller pays {1}."),
    Card(name="Pact of Negation", types="Instant", cost="{0}", color_indicator="U",
         spell=Effect((counter(TARGET), schedule_next_upkeep(YOU)), targets=(Target("spell"),)),
         abilities=(Triggered("At the beginning of your next upkeep, pay {3}{U}{U}. If you "
                              "don't, you lose the game.", "your next upkeep",
                              Effect((pay("{3}{U}{U}", YOU), *if_not_paid(lose_game(YOU))))),),
         sink=5,
         oracle=("Counter target spell.\nAt the beginning of your next upkeep, pay {3}{U}{U}. If "
                 "you don't, you lose the game.")),
    Card(name="Snapback", types="Instant", cost="{1}{U}",
         spell=Effect((bounce(TARGET),), targets=(Target("creature"),)),
         casts=(pitch("U", "blue"),),
         oracle=("You may exile a blue card from your hand rather than pay this spell's mana "
                 "cost.\nReturn target creature to its owner's hand.")),
    # Beyond the 118-card pool (core/threecb/data/cards-beyond-pool.json).
    Card(name="Subtlety", types="Creature — Elemental Incarnation", cost="{2}{U}{U}", power=3,
         toughness=3, keywords=("flash", "flying"), casts=(evoke("U", "blue"),),
         abilities=(
             Triggered("When this creature enters, choose up to one target creature spell or "
                       "planeswalker spell. Its owner puts it on their choice of the top or "
                       "bottom of their library.", "enters",
                       Effect((put_spell_on_top_or_bottom_of_library(TARGET),),
                              targets=(Target("creature or planeswalker spell"),),
                              min_targets=0)),
             evoke_sacrifice("Subtlety"),
         ),
         oracle=("Flash\nFlying\nWhen this creature enters, choose up to one target creature "
                 "spell or planeswalker spell. Its owner puts it on their choice of the top or "
                 "bottom of their library.\nEvoke—Exile a blue card from your hand.")),
]

# Counters and charms beyond the starting pool: instants with alternative costs, and spells that
# act on the stack (Misdirection changes a target, Stifle counters an ability).
STACK_TRICKS = [
    Card(name="Misdirection", types="Instant", cost="{3}{U}{U}",
         spell=Effect((change_target(TARGET),), targets=(Target("spell with a single target"),)),
         casts=(pitch("U", "blue"),),
         oracle=("You may exile a blue card from your hand rather than pay this spell's mana "
                 "cost.\nChange the target of target spell with a single target.")),
    Card(name="Stifle", types="Instant", cost="{U}",
         spell=Effect((counter(TARGET),), targets=(Target("activated or triggered ability"),)),
         oracle=("Counter target activated or triggered ability. (Mana abilities can't be "
                 "targeted.)")),
    Card(name="Foil", types="Instant", cost="{2}{U}{U}",
         spell=Effect((counter(TARGET),), targets=(Target("spell"),)),
         casts=(AltCost("Discard an Island card and another card rather than pay the mana cost",
                        extra_costs=(ExtraCost("discard card of land type", "Island"),
                                     ExtraCost("discard another card"))),),
         oracle=("You may discard an Island card and another card rather than pay this spell's "
                 "mana cost.\nCounter target spell.")),
    Card(name="Selesnya Charm", types="Instant", cost="{G}{W}",
         spell=Modal((Effect((pump(TARGET, 2, 2), until_end_of_turn(TARGET, "trample")),
                             targets=(Target("creature"),)),
                      Effect((exile(TARGET),), targets=(Target("creature with power or greater", 5),)),
                      Effect((create_tokens("Knight"),))),
                     ("target creature gets +2/+2 and gains trample",
                      "exile target creature with power 5 or greater",
                      "create a 2/2 white Knight creature token with vigilance")),
         oracle=("Choose one —\n• Target creature gets +2/+2 and gains trample until end of turn."
                 "\n• Exile target creature with power 5 or greater.\n• Create a 2/2 white Knight "
                 "creature token with vigilance.")),
    Card(name="Piracy Charm", types="Instant", cost="{U}",
         spell=Modal((Effect((until_end_of_turn(TARGET, "islandwalk"),), targets=(Target("creature"),)),
                      Effect((pump(TARGET, 2, -1),), targets=(Target("creature"),)),
                      Effect((discard(TARGET_PLAYER),), targets=(Target("player"),))),
                     ("target creature gains islandwalk", "target creature gets +2/-1",
                      "target player discards a card")),
         oracle=("Choose one —\n• Target creature gains islandwalk until end of turn. (It can't be "
                 "blocked as long as defending player controls an Island.)\n• Target creature gets "
                 "+2/-1 until end of turn.\n• Target player discards a card.")),
]

RECURSION = [
    Card(name="Noxious Revival", types="Instant", cost="{G/P}",
         spell=Effect((put_on_top_of_library(TARGET),), targets=(Target("card in a graveyard"),)),
         oracle=("({G/P} can be paid with either {G} or 2 life.)\nPut target card from a graveyard "
                 "on top of its owner's library.")),
]

DISCARD = [
    Card(name="Thoughtseize", types="Sorcery", cost="{B}",
         spell=Effect((discard(TARGET_PLAYER, "nonland card", "controller"), lose_life(YOU, 2)),
                      targets=(Target("player"),)),
         oracle=("Target player reveals their hand. You choose a nonland card from it. That "
                 "player discards that card. You lose 2 life.")),
    Card(name="Inquisition of Kozilek", types="Sorcery", cost="{B}",
         spell=Effect((discard(TARGET_PLAYER, "nonland card with mana value 3 or less",
                               "controller"),), targets=(Target("player"),)),
         oracle=("Target player reveals their hand. You choose a nonland card from it with mana "
                 "value 3 or less. That player discards that card.")),
    Card(name="Unmask", types="Sorcery", cost="{3}{B}",
         spell=Effect((discard(TARGET_PLAYER, "nonland card", "controller"),),
                      targets=(Target("player"),)),
         casts=(pitch("B", "black"),),
         oracle=("You may exile a black card from your hand rather than pay this spell's mana "
                 "cost.\nTarget player reveals their hand. You choose a nonland card from it. That "
                 "player discards that card.")),
    Card(name="Cabal Therapy", types="Sorcery", cost="{B}",
         spell=Effect((name_card_and_discard(TARGET_PLAYER),), targets=(Target("player"),)),
         casts=(Flashback((ExtraCost("sacrifice creature"),)),),
         oracle=("Choose a nonland card name. Target player reveals their hand and discards all "
                 "cards with that name.\nFlashback—Sacrifice a creature. (You may cast this card "
                 "from your graveyard for its flashback cost. Then exile it.)")),
    # A hand never holds more than its owner's three deck cards, so "reveals three cards" is
    # the whole hand.
    Card(name="Blackmail", types="Sorcery", cost="{B}",
         spell=Effect((discard(TARGET_PLAYER, "card", "controller"),), targets=(Target("player"),)),
         oracle=("Target player reveals three cards from their hand and you choose one of them. "
                 "That player discards that card.")),
    Card(name="Funeral Charm", types="Instant", cost="{B}",
         spell=Modal((Effect((discard(TARGET_PLAYER),), targets=(Target("player"),)),
                      Effect((pump(TARGET, 2, -1),), targets=(Target("creature"),)),
                      Effect((until_end_of_turn(TARGET, "swampwalk"),), targets=(Target("creature"),))),
                     ("target player discards a card", "target creature gets +2/-1",
                      "target creature gains swampwalk")),
         oracle=("Choose one —\n• Target player discards a card.\n• Target creature gets +2/-1 "
                 "until end of turn.\n• Target creature gains swampwalk until end of turn. (It "
                 "can't be blocked as long as defending player controls a Swamp.)")),
    # Beyond the 118-card pool (core/threecb/data/cards-beyond-pool.json).
    Card(name="Grief", types="Creature — Elemental Incarnation", cost="{2}{B}{B}", power=3,
         toughness=2, keywords=("menace",), casts=(evoke("B", "black"),),
         abilities=(
             Triggered("When this creature enters, target opponent reveals their hand. You choose "
                       "a nonland card from it. That player discards that card.", "enters",
                       Effect((discard(TARGET_PLAYER, "nonland card", "controller"),),
                              targets=(Target("opponent"),))),
             evoke_sacrifice("Grief"),
         ),
         oracle=("Menace\nWhen this creature enters, target opponent reveals their hand. You "
                 "choose a nonland card from it. That player discards that card.\nEvoke—Exile a "
                 "black card from your hand.")),
    Card(name="Encroach", types="Sorcery", cost="{B}",
         spell=Effect((discard(TARGET_PLAYER, "nonbasic land card", "controller"),),
                      targets=(Target("player"),)),
         oracle=("Target player reveals their hand. You choose a nonbasic land card from it. That "
                 "player discards that card.")),
    # "Each player draws": the active player first (CR 101.4); from an empty library nothing,
    # but each draw happens (TB-2: Laboratory Maniac). "At random": TB-3, the caster's opponent
    # chooses which cards go, from both hands.
    Card(name="Burning Inquiry", types="Sorcery", cost="{R}",
         spell=Effect((draw(ACTIVE_PLAYER, 3), draw(DEFENDING_PLAYER, 3),
                       each_player_discards_cards(3, "random"))),
         oracle="Each player draws three cards, then discards three cards at random."),
    # Overload (CR 702.96): an alternative cost; the overloaded spell has no target.
    Card(name="Mind Rake", types="Sorcery", cost="{2}{B}",
         spell=Effect((discard_cards(TARGET_PLAYER, 2),), targets=(Target("player"),)),
         casts=(Overload("{1}{B}", Effect((each_player_discards_cards(2),))),),
         oracle=("Target player discards two cards.\nOverload {1}{B} (You may cast this spell for "
                 "its overload cost. If you do, change its text by replacing all instances of "
                 "\"target\" with \"each.\")")),
    # Madness (CR 702.35) as Shadowgrange Archfiend's: discarded (Lion's Eye Diamond, an
    # opponent's Thoughtseize), it is exiled and its trigger lets its owner cast it for {2}{B}
    # at any time (a sorcery too: CR 702.35b, the cast ignores timing), or it goes to the
    # graveyard.
    Card(name="Gisa's Bidding", types="Sorcery", cost="{2}{B}{B}",
         spell=Effect((create_tokens("Zombie", 2),)),
         casts=(Madness("{2}{B}"),),
         oracle=("Create two 2/2 black Zombie creature tokens.\nMadness {2}{B} (If you discard "
                 "this card, discard it into exile. When you do, cast it for its madness cost or "
                 "put it into your graveyard.)")),
    # Pitch with X (CR 118.9, 601.2b): X is announced first, then a black card with mana value
    # X is exiled (its printed mana value, {X} counting 0, CR 202.3e); on the stack the spell's
    # mana value is 2 + X either way. X values offered: those a black card in hand can match.
    # Arcane matters only to splice onto Arcane, which no card of the engine has.
    Card(name="Sickening Shoal", types="Instant — Arcane", cost="{X}{B}{B}",
         spell=Effect((pump(TARGET, MINUS_X, MINUS_X),), targets=(Target("creature"),)),
         casts=(AltCost("Exile a black card with mana value X from your hand rather than pay "
                        "the mana cost",
                        extra_costs=(ExtraCost("exile card of color with mana value X", "B"),)),),
         oracle=("You may exile a black card with mana value X from your hand rather than pay "
                 "this spell's mana cost.\nTarget creature gets -X/-X until end of turn.")),
    # Each of its parts in order (CR 608.2c): 1 damage to the opponent (CR 120.3a), they discard
    # a card of their choice (CR 701.9a), then mill one (CR 701.17a), and its controller gains 1.
    Card(name="Vicious Rumors", types="Sorcery", cost="{B}",
         spell=Effect((deal_damage(OPPONENT, 1), discard(OPPONENT), mill(OPPONENT, 1),
                       gain_life(YOU, 1))),
         oracle=("Vicious Rumors deals 1 damage to each opponent. Each opponent discards a card, "
                 "then mills a card. You gain 1 life.")),
    # An additional cost discarding at random (CR 601.2f, 701.9): paid after the mana, so a
    # card used for mana (Simian Spirit Guide) isn't at risk (CR 601.2g-h); TB-3: the caster's
    # opponent picks the card. Also paid on a free cast (CR 118.9d: Isochron Scepter's copy).
    Card(name="Sonic Seizure", types="Instant", cost="{R}",
         additional_costs=(ExtraCost("discard card at random"),),
         spell=Effect((deal_damage(TARGET, 3),), targets=(Target("any target"),)),
         oracle=("As an additional cost to cast this spell, discard a card at random.\n"
                 "Sonic Seizure deals 3 damage to any target.")),
    # Perfect information (TB-3): looking at a hand changes nothing; the draw is from an empty
    # library as a rule (TB-1, TB-2): nothing is drawn, but it is a draw (Laboratory Maniac).
    Card(name="Gitaxian Probe", types="Sorcery", cost="{U/P}",
         spell=Effect((draw(YOU),), targets=(Target("player"),)),
         oracle=("({U/P} can be paid with either {U} or 2 life.)\nLook at target player's "
                 "hand.\nDraw a card.")),
    # Flashback (CR 702.34a) whose cost is only a sacrifice: a Mountain by its land type after
    # layer 4 (Urborg's Swamps are not Mountains; Magus of the Moon's Mountains are). As with
    # Daze's Island, the land may be one that has already tapped for mana this turn.
    Card(name="Lava Dart", types="Instant", cost="{R}",
         spell=Effect((deal_damage(TARGET, 1),), targets=(Target("any target"),)),
         casts=(Flashback((ExtraCost("sacrifice land type", "Mountain"),)),),
         oracle=("Lava Dart deals 1 damage to any target.\nFlashback—Sacrifice a Mountain. (You "
                 "may cast this card from your graveyard for its flashback cost. Then exile it.)")),
]

"""Creatures of the pool."""
from core.threecb.language import (ACTIVE_PLAYER, ACTIVE_PLAYER_CARDS_FEWER_THAN_THREE, Modal,
                                   flip_if_no_cards_in_hand, bounce, lose_life, regenerate, you_may,
                                   if_paid,
                                   COUNTERS_REMOVED, CREATURES_YOU_CONTROL, DEFENDING_PLAYER,
                                   LINKED_CARD, LAST_KNOWN_PLUS_COUNTERS, LAST_KNOWN_POWER,
                                   OPPONENT, SACRIFICED_POWER, SELF, TARGET, TARGET_PLAYER,
                                   THAT_SPELL, YOU, X, Activated, AltCost, Card, CastFrom, Effect,
                                   Embalm, ExtraCost, LevelBand, Madness, Prototype, Static,
                                   Target, Triggered, add_counters, add_counters_each, add_mana,
                                   counter, counter_unless_pays, create_tokens, deal_damage,
                                   link_land_type, destroy, discard, doesnt_untap_next_untap_step,
                                   draw, exile_from_hand,
                                   each_player_returns_all_named_from_graveyard,
                                   gain_keyword_of_choice, exile_from_hand_playable, pump,
                                   remove_counters_up_to, exile_until_source_leaves, extra_turn,
                                   gain_life, ocelot_tokens, protection_of_choice,
                                   remove_all_counters, return_from_exile_to_hand,
                                   return_self_to_battlefield, reveal_top_land_to_hand, sacrifice,
                                   sacrifice_permanents, sacrifice_self_unless_power,
                                   sacrifice_self_unless_sacrifice, search_basic_land,
                                   shuffle_graveyard_into_library, shuffle_self_into_library, tap,
                                   until_end_of_turn, untap, win_if_devotion_covers_library,
                                   endure, lose_life, Kicker, discard_cards, Suspend,
                                   suspend_triggers)


def level_up(cost: str) -> Activated:
    return Activated(f"Level up {cost}", Effect((add_counters(SELF, "own", 1),)), cost=cost,
                     sorcery_speed=True, level_up=True)


def evoke(color: str, color_name: str) -> AltCost:
    return AltCost(f"Evoke—Exile a {color_name} card from your hand.",
                   extra_costs=(ExtraCost("exile card of color", color),), evoke=True)


def counter_targeting_unless_paid(text: str, amount: int) -> Triggered:
    # Ward (CR 702.21a) and Frost Titan's older wording of the same trigger.
    return Triggered(text, "becomes the target of an opponent's",
                     Effect((counter_unless_pays(THAT_SPELL, amount),)))


def annihilator(count: int, count_word: str) -> Triggered:
    # CR 702.86a.
    return Triggered(f"Annihilator {count} (Whenever this creature attacks, defending player "
                     f"sacrifices {count_word} permanents.)", "attacks",
                     Effect((sacrifice_permanents(DEFENDING_PLAYER, "permanent", count),)))


def shuffle_graveyard_when_put_there(name: str) -> Triggered:
    # The Eldrazi titans' graveyard trigger.
    return Triggered(f"When {name} is put into a graveyard from anywhere, its owner shuffles "
                     "their graveyard into their library.", "put into a graveyard",
                     Effect((shuffle_graveyard_into_library(),)))


def evoke_sacrifice(name: str) -> Triggered:
    # CR 702.74a: evoke's own triggered ability.
    return Triggered(f"When {name} enters, if it was evoked, sacrifice it.", "enters evoked",
                     Effect((sacrifice(SELF),)))


# "Whenever Frost Titan enters or attacks": one ability with two trigger events (CR 603.2),
# defined as one triggered ability per event.
FROST_TITAN_TAP = Effect((tap(TARGET), doesnt_untap_next_untap_step(TARGET)),
                         targets=(Target("permanent"),))

CREATURES = [
    Card(name="Memnite", types="Artifact Creature — Construct", cost="{0}", power=1, toughness=1,
         oracle=""),
    Card(name="Stromkirk Noble", types="Creature — Vampire Noble", cost="{R}", power=1,
         toughness=1, statics=(Static("not blocked by type", "Human"),),
         abilities=(Triggered("Whenever Stromkirk Noble deals combat damage to a player, put a "
                              "+1/+1 counter on it.", "combat damage to a player",
                              Effect((add_counters(SELF, "+1/+1", 1),))),),
         oracle=("Stromkirk Noble can't be blocked by Humans.\nWhenever Stromkirk Noble deals "
                 "combat damage to a player, put a +1/+1 counter on it.")),
    Card(name="Student of Warfare", types="Creature — Human Knight", cost="{W}", power=1,
         toughness=1, counters="level", statics=(Static("leveler"),),
         levels=(LevelBand(2, 3, 3, ("first strike",)), LevelBand(7, 4, 4, ("double strike",))),
         abilities=(level_up("{W}"),), sink=8,
         oracle=("Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\n"
                 "LEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike")),
    Card(name="Hexdrinker", types="Creature — Snake", cost="{G}", power=2, toughness=1,
         counters="level", statics=(Static("leveler"),),
         levels=(LevelBand(3, 4, 4, ("protection from instants",)),
                 LevelBand(8, 6, 6, ("protection from everything",))),
         abilities=(level_up("{1}"),), sink=9,
         oracle=("Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\n"
                 "LEVEL 3-7\n4/4\nProtection from instants\nLEVEL 8+\n6/6\nProtection from "
                 "everything")),
    Card(name="Sleep-Cursed Faerie", types="Creature — Faerie Wizard", cost="{U}", power=3,
         toughness=3, keywords=("flying",), ward=2, counters="stun",
         etb=("tapped", ("counters", 3)),
         abilities=(
             counter_targeting_unless_paid("Ward {2}", 2),
             Activated("{1}{U}: Untap Sleep-Cursed Faerie.", Effect((untap(SELF),)), cost="{1}{U}"),
         ),
         sink=3,
         oracle=("Flying, ward {2}\nSleep-Cursed Faerie enters the battlefield tapped with three "
                 "stun counters on it. (If a permanent with a stun counter would become untapped, "
                 "remove one from it instead.)\n{1}{U}: Untap Sleep-Cursed Faerie."),
         oracle_note=("The pool file keeps the pre-2024 \"enters the battlefield\" template; "
                      "current Oracle says \"This creature enters tapped ...\" (same rules).")),
    Card(name="Scythe Tiger", types="Creature — Cat", cost="{G}", power=3, toughness=2,
         keywords=("shroud",),
         abilities=(Triggered("When Scythe Tiger enters, sacrifice it unless you sacrifice a "
                              "land.", "enters", Effect((sacrifice_self_unless_sacrifice("land"),))),),
         oracle=("Shroud (This creature can't be the target of spells or abilities.)\nWhen Scythe "
                 "Tiger enters, sacrifice it unless you sacrifice a land.")),
    Card(name="Heartfire Hero", types="Creature — Mouse Soldier", cost="{R}", power=1,
         toughness=1,
         abilities=(
             Triggered("Valiant — Whenever Heartfire Hero becomes the target of a spell or "
                       "ability you control for the first time each turn, put a +1/+1 counter on "
                       "it.", "becomes the target of yours",
                       Effect((add_counters(SELF, "+1/+1", 1),))),
             Triggered("When Heartfire Hero dies, it deals damage equal to its power to each "
                       "opponent.", "dies", Effect((deal_damage(OPPONENT, LAST_KNOWN_POWER),))),
         ),
         oracle=("Valiant — Whenever Heartfire Hero becomes the target of a spell or ability you "
                 "control for the first time each turn, put a +1/+1 counter on it.\nWhen "
                 "Heartfire Hero dies, it deals damage equal to its power to each opponent.")),
    Card(name="Luminarch Aspirant", types="Creature — Human Cleric", cost="{1}{W}", power=1,
         toughness=1,
         abilities=(Triggered("At the beginning of combat on your turn, put a +1/+1 counter on "
                              "target creature you control.", "your beginning of combat",
                              Effect((add_counters(TARGET, "+1/+1", 1),),
                                     targets=(Target("creature you control"),))),),
         oracle=("At the beginning of combat on your turn, put a +1/+1 counter on target "
                 "creature you control.")),
    Card(name="Ocelot Pride", types="Creature — Cat", cost="{W}", power=1, toughness=1,
         keywords=("first strike", "lifelink"), statics=(Static("ascend"),),
         abilities=(Triggered("At the beginning of your end step, if you gained life this "
                              "turn, create a 1/1 white Cat creature token. Then if you have the "
                              "city's blessing, for each token you control that entered this "
                              "turn, create a token that's a copy of it.", "your end step",
                              Effect((ocelot_tokens("Cat"),)),
                              condition="you gained life this turn"),),
         oracle=("First strike, lifelink\nAscend\nAt the beginning of your end step, if you "
                 "gained life this turn, create a 1/1 white Cat creature token. Then if you have "
                 "the city's blessing, for each token you control that entered this turn, create "
                 "a token that's a copy of it.")),
    Card(name="Death's Shadow", types="Creature — Avatar", cost="{B}", power=13, toughness=13,
         statics=(Static("minus life"),),
         oracle="Death's Shadow gets -X/-X, where X is your life total."),
    Card(name="Sinkhole Surveyor", types="Creature — Bird Scout", cost="{1}{B}", power=1,
         toughness=3, keywords=("flying",),
         abilities=(Triggered("Whenever this creature attacks, you lose 1 life and this creature "
                              "endures 1.", "attacks",
                              Effect((lose_life(YOU, 1), endure(SELF, 1)))),),
         oracle=("Flying\nWhenever this creature attacks, you lose 1 life and this creature "
                 "endures 1. (Put a +1/+1 counter on it or create a 1/1 white Spirit creature "
                 "token.)")),
    Card(name="Nether Spirit", types="Creature — Spirit", cost="{1}{B}{B}", power=2, toughness=2,
         abilities=(Triggered("At the beginning of your upkeep, if Nether Spirit is the only "
                              "creature card in your graveyard, you may return Nether Spirit to "
                              "the battlefield.", "your upkeep while in your graveyard",
                              Effect((return_self_to_battlefield(),)),
                              condition="only creature card in your graveyard", optional=True),),
         oracle=("At the beginning of your upkeep, if Nether Spirit is the only creature card in "
                 "your graveyard, you may return Nether Spirit to the battlefield.")),
    Card(name="Vampire Hexmage", types="Creature — Vampire Shaman", cost="{B}{B}", power=2,
         toughness=1, keywords=("first strike",),
         abilities=(Activated("Sacrifice Vampire Hexmage: Remove all counters from target "
                              "permanent.", Effect((remove_all_counters(TARGET),),
                                                   targets=(Target("permanent"),)),
                              sacrifice_self=True),),
         oracle=("First strike\nSacrifice Vampire Hexmage: Remove all counters from target "
                 "permanent.")),
    Card(name="Magus of the Moon", types="Creature — Human Wizard", cost="{2}{R}", power=2,
         toughness=2, statics=(Static("nonbasics are mountains"),),
         oracle="Nonbasic lands are Mountains."),
    # Lavinia, Azorius Renegade: its first ability is a "can't" (CR 101.2) on casting; the mana
    # value is the spell's, X counted (the 2021 rulings), whatever cost is paid. Its trigger's
    # "if" (CR 603.4) reads how the spell was cast: no mana spent (free casts, pitch costs,
    # {0} spells, Phyrexian mana paid with life) is countered; any mana spent, even for a cost
    # increase on a free cast, is not (the 2021 ruling).
    Card(name="Lavinia, Azorius Renegade", types="Legendary Creature — Human Soldier",
         cost="{W}{U}", power=2, toughness=2,
         statics=(Static("opponents' noncreature spells: mana value at most their lands"),),
         abilities=(Triggered("Whenever an opponent casts a spell, if no mana was spent to cast "
                              "it, counter that spell.", "an opponent casts a spell",
                              Effect((counter(THAT_SPELL),)),
                              condition="no mana was spent to cast it"),),
         oracle=("Each opponent can't cast noncreature spells with mana value greater than the "
                 "number of lands that player controls.\nWhenever an opponent casts a spell, if "
                 "no mana was spent to cast it, counter that spell.")),
    Card(name="Thalia, Guardian of Thraben", types="Legendary Creature — Human Soldier",
         cost="{1}{W}", power=2, toughness=1, keywords=("first strike",),
         statics=(Static("noncreature tax", 1),),
         oracle="First strike\nNoncreature spells cost {1} more to cast."),
    Card(name="Elite Spellbinder", types="Creature — Human Cleric", cost="{2}{W}", power=3,
         toughness=1, keywords=("flying",),
         abilities=(Triggered("When Elite Spellbinder enters, look at target opponent's hand. "
                              "You may exile a nonland card from it. For as long as that card "
                              "remains exiled, its owner may play it. A spell cast this way costs "
                              "{2} more to cast.", "enters",
                              Effect((exile_from_hand(TARGET_PLAYER, "nonland card", may=True,
                                                      spellbound=True),),
                                     targets=(Target("opponent"),))),),
         oracle=("Flying\nWhen Elite Spellbinder enters, look at target opponent's hand. You may "
                 "exile a nonland card from it. For as long as that card remains exiled, its owner "
                 "may play it. A spell cast this way costs {2} more to cast.")),
    Card(name="Chancellor of the Forge", types="Creature — Phyrexian Giant", cost="{4}{R}{R}{R}",
         power=5, toughness=5, opening="reveal forge",
         abilities=(
             Triggered("(Revealed from the opening hand) At the beginning of the first upkeep, "
                       "create a 1/1 red Phyrexian Goblin creature token with haste.",
                       "first upkeep (revealed)", Effect((create_tokens("Phyrexian Goblin"),))),
             Triggered("When Chancellor of the Forge enters, create X 1/1 red Phyrexian Goblin "
                       "creature tokens with haste, where X is the number of creatures you "
                       "control.", "enters",
                       Effect((create_tokens("Phyrexian Goblin", CREATURES_YOU_CONTROL),))),
         ),
         oracle=("You may reveal this card from your opening hand. If you do, at the beginning "
                 "of the first upkeep, create a 1/1 red Phyrexian Goblin creature token with "
                 "haste.\nWhen Chancellor of the Forge enters, create X 1/1 red Phyrexian Goblin "
                 "creature tokens with haste, where X is the number of creatures you control.")),
    Card(name="Chancellor of the Annex", types="Creature — Phyrexian Angel", cost="{4}{W}{W}{W}",
         power=5, toughness=6, keywords=("flying",), opening="reveal annex",
         abilities=(
             Triggered("(Revealed from the opening hand) When an opponent casts their first spell "
                       "of the game, counter that spell unless that player pays {1}.",
                       "opponent's first spell (revealed)",
                       Effect((counter_unless_pays(THAT_SPELL, 1),))),
             Triggered("Whenever an opponent casts a spell, counter it unless that player pays "
                       "{1}.", "an opponent casts a spell",
                       Effect((counter_unless_pays(THAT_SPELL, 1),))),
         ),
         oracle=("You may reveal this card from your opening hand. If you do, when each opponent "
                 "casts their first spell of the game, counter that spell unless that player pays "
                 "{1}.\nFlying\nWhenever an opponent casts a spell, counter it unless that player "
                 "pays {1}.")),
    Card(name="Cenn's Tactician", types="Creature — Kithkin Soldier", cost="{W}", power=1,
         toughness=1, statics=(Static("extra block"),),
         abilities=(Activated("{W}, {T}: Put a +1/+1 counter on target Soldier creature.",
                              Effect((add_counters(TARGET, "+1/+1", 1),),
                                     targets=(Target("creature of type", "Soldier"),)),
                              cost="{W}", tap=True),),
         sink=2,
         oracle=("{W}, {T}: Put a +1/+1 counter on target Soldier creature.\nEach creature you "
                 "control with a +1/+1 counter on it can block an additional creature each "
                 "combat.")),
    Card(name="Swarm Shambler", types="Creature — Fungus Beast", cost="{G}", power=0, toughness=0,
         etb=("+1/+1 counter",),
         abilities=(
             Triggered("Whenever a creature you control with a +1/+1 counter on it becomes the "
                       "target of a spell an opponent controls, create a 1/1 green Insect "
                       "creature token.",
                       "yours with a +1/+1 counter targeted by an opponent's spell",
                       Effect((create_tokens("Insect"),))),
             Activated("{1}, {T}: Put a +1/+1 counter on Swarm Shambler.",
                       Effect((add_counters(SELF, "+1/+1", 1),)), cost="{1}", tap=True),
         ),
         sink=2,
         oracle=("Swarm Shambler enters with a +1/+1 counter on it.\nWhenever a creature you "
                 "control with a +1/+1 counter on it becomes the target of a spell an opponent "
                 "controls, create a 1/1 green Insect creature token.\n{1}, {T}: Put a +1/+1 "
                 "counter on Swarm Shambler.")),
    Card(name="Nullhide Ferox", types="Creature — Beast", cost="{2}{G}{G}", power=6, toughness=6,
         keywords=("hexproof",),
         statics=(Static("no noncreature spells"), Static("ferox discard")),
         abilities=(Activated("{2}: Nullhide Ferox loses all abilities until end of turn. Any "
                              "player may activate this ability.",
                              Effect((until_end_of_turn(SELF, "no abilities"),)), cost="{2}",
                              any_player=True, lose_abilities=True),),
         sink=6,
         oracle=("Hexproof\nYou can't cast noncreature spells.\n{2}: Nullhide Ferox loses all "
                 "abilities until end of turn. Any player may activate this ability.\nIf a spell "
                 "or ability an opponent controls causes you to discard Nullhide Ferox, put it "
                 "onto the battlefield instead of putting it into your graveyard.")),
    Card(name="Rotting Regisaur", types="Creature — Zombie Dinosaur", cost="{2}{B}", power=7,
         toughness=6,
         abilities=(Triggered("At the beginning of your upkeep, discard a card.", "your upkeep",
                              Effect((discard(YOU),))),),
         oracle="At the beginning of your upkeep, discard a card."),
    Card(name="Phyrexian Dreadnought", types="Artifact Creature — Phyrexian Dreadnought",
         cost="{1}", power=12, toughness=12, keywords=("trample",),
         abilities=(Triggered("When Phyrexian Dreadnought enters, sacrifice it unless you "
                              "sacrifice any number of creatures with total power 12 or greater.",
                              "enters", Effect((sacrifice_self_unless_power(12),))),),
         oracle=("Trample\nWhen Phyrexian Dreadnought enters, sacrifice it unless you sacrifice "
                 "any number of creatures with total power 12 or greater.")),
    Card(name="Thought-Knot Seer", types="Creature — Eldrazi", cost="{3}{C}", power=4,
         toughness=4,
         abilities=(
             Triggered("When Thought-Knot Seer enters, target opponent reveals their hand. You "
                       "choose a nonland card from it and exile that card.", "enters",
                       Effect((exile_from_hand(TARGET_PLAYER, "nonland card"),),
                              targets=(Target("opponent"),))),
             Triggered("When Thought-Knot Seer leaves the battlefield, target opponent draws a "
                       "card.", "leaves the battlefield",
                       Effect((draw(TARGET_PLAYER, 1),), targets=(Target("opponent"),))),
         ),
         oracle=("({C} represents colorless mana.)\nWhen Thought-Knot Seer enters, target "
                 "opponent reveals their hand. You choose a nonland card from it and exile that "
                 "card.\nWhen Thought-Knot Seer leaves the battlefield, target opponent draws a "
                 "card.")),
    Card(name="Emrakul, the Aeons Torn", types="Legendary Creature — Eldrazi", cost="{15}",
         power=15, toughness=15,
         keywords=("flying", "protection from colored spells", "can't be countered"),
         abilities=(
             Triggered("When you cast this spell, take an extra turn after this one.",
                       "you cast this", Effect((extra_turn(YOU),))),
             annihilator(6, "six"),
             shuffle_graveyard_when_put_there("Emrakul, the Aeons Torn"),
         ),
         oracle=("This spell can't be countered.\nWhen you cast this spell, take an extra turn "
                 "after this one.\nFlying, protection from spells that are one or more colors, "
                 "annihilator 6\nWhen Emrakul, the Aeons Torn is put into a graveyard from "
                 "anywhere, its owner shuffles their graveyard into their library.")),
    Card(name="Ulamog, the Infinite Gyre", types="Legendary Creature — Eldrazi", cost="{11}",
         power=11, toughness=11, keywords=("indestructible",),
         abilities=(
             Triggered("When you cast this spell, destroy target permanent.", "you cast this",
                       Effect((destroy(TARGET),), targets=(Target("permanent"),))),
             annihilator(4, "four"),
             shuffle_graveyard_when_put_there("Ulamog, the Infinite Gyre"),
         ),
         oracle=("When you cast this spell, destroy target permanent.\nIndestructible\nAnnihilator "
                 "4 (Whenever this creature attacks, defending player sacrifices four permanents.)"
                 "\nWhen Ulamog, the Infinite Gyre is put into a graveyard from anywhere, its owner "
                 "shuffles their graveyard into their library.")),
    Card(name="Kozilek, Butcher of Truth", types="Legendary Creature — Eldrazi", cost="{10}",
         power=12, toughness=12,
         abilities=(
             # TB-2: from an empty library each of the four draws draws nothing, but each is a
             # draw (Laboratory Maniac, Island Sanctuary); a library a shuffle filled is drawn.
             Triggered("When you cast this spell, you draw four cards.", "you cast this",
                       Effect((draw(YOU, 4),))),
             annihilator(4, "four"),
             shuffle_graveyard_when_put_there("Kozilek, Butcher of Truth"),
         ),
         oracle=("When you cast this spell, you draw four cards.\nAnnihilator 4 (Whenever this "
                 "creature attacks, defending player sacrifices four permanents.)\nWhen Kozilek, "
                 "Butcher of Truth is put into a graveyard from anywhere, its owner shuffles their "
                 "graveyard into their library.")),
    Card(name="Frost Titan", types="Creature — Giant", cost="{4}{U}{U}", power=6, toughness=6,
         abilities=(
             counter_targeting_unless_paid(
                 "Whenever Frost Titan becomes the target of a spell or ability an opponent "
                 "controls, counter that spell or ability unless its controller pays {2}.", 2),
             Triggered("Whenever Frost Titan enters or attacks, tap target permanent. It doesn't "
                       "untap during its controller's next untap step. (enters)", "enters",
                       FROST_TITAN_TAP),
             Triggered("Whenever Frost Titan enters or attacks, tap target permanent. It doesn't "
                       "untap during its controller's next untap step. (attacks)", "attacks",
                       FROST_TITAN_TAP),
         ),
         oracle=("Whenever Frost Titan becomes the target of a spell or ability an opponent "
                 "controls, counter that spell or ability unless its controller pays {2}.\n"
                 "Whenever Frost Titan enters or attacks, tap target permanent. It doesn't untap "
                 "during its controller's next untap step.")),
    Card(name="Thassa's Oracle", types="Creature — Merfolk Wizard", cost="{U}{U}", power=1,
         toughness=3,
         abilities=(Triggered("When Thassa's Oracle enters, look at the top X cards of your "
                              "library, where X is your devotion to blue. Put up to one of them "
                              "on top of your library and the rest on the bottom of your library "
                              "in a random order. If X is greater than or equal to the number of "
                              "cards in your library, you win the game.", "enters",
                              Effect((win_if_devotion_covers_library(),))),),
         oracle=("When Thassa's Oracle enters, look at the top X cards of your library, where X "
                 "is your devotion to blue. Put up to one of them on top of your library and the "
                 "rest on the bottom of your library in a random order. If X is greater than or "
                 "equal to the number of cards in your library, you win the game. (Each {U} in "
                 "the mana costs of permanents you control counts toward your devotion to "
                 "blue.)")),
    Card(name="Goblin Guide", types="Creature — Goblin Scout", cost="{R}", power=2, toughness=2,
         keywords=("haste",),
         abilities=(Triggered("Whenever Goblin Guide attacks, defending player reveals the top "
                              "card of their library. If it's a land card, that player puts it "
                              "into their hand.", "attacks",
                              Effect((reveal_top_land_to_hand(DEFENDING_PLAYER),))),),
         oracle=("Haste\nWhenever Goblin Guide attacks, defending player reveals the top card of "
                 "their library. If it's a land card, that player puts it into their hand.")),
    Card(name="Vault Skirge", types="Artifact Creature — Phyrexian Imp", cost="{1}{B/P}",
         power=1, toughness=1, keywords=("flying", "lifelink"),
         oracle=("({B/P} can be paid with either {B} or 2 life.)\nFlying\nLifelink (Damage dealt "
                 "by this creature also causes you to gain that much life.)")),
    Card(name="Mother of Runes", types="Creature — Human Cleric", cost="{W}", power=1,
         toughness=1,
         abilities=(Activated("{T}: Target creature you control gains protection from the color "
                              "of your choice until end of turn.",
                              Effect((protection_of_choice(TARGET),),
                                     targets=(Target("creature you control"),)), tap=True),),
         oracle=("{T}: Target creature you control gains protection from the color of your "
                 "choice until end of turn.")),
    Card(name="Lupine Prototype", types="Artifact Creature — Wolf Construct", cost="{2}",
         power=5, toughness=5, statics=(Static("needs empty hand"),),
         oracle=("Lupine Prototype can't attack or block unless a player has no cards in "
                 "hand.")),
    Card(name="Chronomaton", types="Artifact Creature — Golem", cost="{1}", power=1,
         toughness=1,
         abilities=(Activated("{1}, {T}: Put a +1/+1 counter on Chronomaton.",
                              Effect((add_counters(SELF, "+1/+1", 1),)), cost="{1}", tap=True),),
         sink=2,
         oracle="{1}, {T}: Put a +1/+1 counter on Chronomaton."),
    Card(name="Lodestone Golem", types="Artifact Creature — Golem", cost="{4}", power=5,
         toughness=3, statics=(Static("nonartifact tax", 1),),
         oracle="Nonartifact spells cost {1} more to cast."),
    Card(name="Steel Overseer", types="Artifact Creature — Construct", cost="{2}", power=1,
         toughness=1,
         abilities=(Activated("{T}: Put a +1/+1 counter on each artifact creature you control.",
                              Effect((add_counters_each("artifact creature", "+1/+1", 1),)),
                              tap=True),),
         oracle="{T}: Put a +1/+1 counter on each artifact creature you control."),

    # Beyond the 118-card pool (core/threecb/data/cards-beyond-pool.json).
    Card(name="Misthollow Griffin", types="Creature — Griffin", cost="{2}{U}{U}", power=3,
         toughness=3, keywords=("flying",), casts=(CastFrom("exile"),),
         oracle="Flying\nYou may cast Misthollow Griffin from exile."),
    Card(name="Laboratory Maniac", types="Creature — Human Wizard", cost="{2}{U}", power=2,
         toughness=2, statics=(Static("empty library draw wins"),),
         oracle=("If you would draw a card while your library has no cards in it, you win the "
                 "game instead.")),
    Card(name="Hangarback Walker", types="Artifact Creature — Construct", cost="{X}{X}", power=0,
         toughness=0, etb=("x +1/+1 counters",),
         abilities=(
             Triggered("When Hangarback Walker dies, create a 1/1 colorless Thopter artifact "
                       "creature token with flying for each +1/+1 counter on Hangarback Walker.",
                       "dies", Effect((create_tokens("Thopter", LAST_KNOWN_PLUS_COUNTERS),))),
             Activated("{1}, {T}: Put a +1/+1 counter on Hangarback Walker.",
                       Effect((add_counters(SELF, "+1/+1", 1),)), cost="{1}", tap=True),
         ),
         oracle=("Hangarback Walker enters with X +1/+1 counters on it.\nWhen Hangarback Walker "
                 "dies, create a 1/1 colorless Thopter artifact creature token with flying for "
                 "each +1/+1 counter on Hangarback Walker.\n{1}, {T}: Put a +1/+1 counter on "
                 "Hangarback Walker.")),
    Card(name="Cruel Sadist", types="Creature — Human Assassin", cost="{B}", power=1, toughness=1,
         abilities=(
             Activated("{B}, {T}, Pay 1 life: Put a +1/+1 counter on Cruel Sadist.",
                       Effect((add_counters(SELF, "+1/+1", 1),)), cost="{B}", tap=True,
                       extra_costs=(ExtraCost("pay life", 1),)),
             Activated("{2}{B}, {T}, Remove X +1/+1 counters from Cruel Sadist: It deals X damage "
                       "to target creature.",
                       Effect((deal_damage(TARGET, X),), targets=(Target("creature"),)),
                       cost="{2}{B}", tap=True,
                       extra_costs=(ExtraCost("remove X +1/+1 counters"),)),
         ),
         sink=3,
         oracle=("{B}, {T}, Pay 1 life: Put a +1/+1 counter on Cruel Sadist.\n{2}{B}, {T}, Remove X "
                 "+1/+1 counters from Cruel Sadist: It deals X damage to target creature.")),
    Card(name="Meddling Mage", types="Creature — Human Wizard", cost="{W}{U}", power=2,
         toughness=2, etb=("choose nonland card name",),
         statics=(Static("spells with the chosen name can't be cast"),),
         oracle=("As Meddling Mage enters, choose a nonland card name.\nSpells with the chosen "
                 "name can't be cast.")),
    Card(name="Old-Growth Dryads", types="Creature — Dryad", cost="{G}", power=3, toughness=3,
         abilities=(Triggered("When Old-Growth Dryads enters, each opponent may search their "
                              "library for a basic land card, put it onto the battlefield tapped, "
                              "then shuffle.", "enters",
                              Effect((search_basic_land(OPPONENT, tapped=True),))),),
         oracle=("When Old-Growth Dryads enters, each opponent may search their library for a "
                 "basic land card, put it onto the battlefield tapped, then shuffle.")),
    # Pithing Needle's naming and restriction, mana abilities included (static arg 1); the
    # names offered are the game's nonland cards with activated abilities, or another (TB-8).
    Card(name="Phyrexian Revoker", types="Artifact Creature — Phyrexian Horror", cost="{2}",
         power=2, toughness=1, etb=("choose nonland card name with activated abilities",),
         statics=(Static("needle", 1),),
         oracle=("As Phyrexian Revoker enters, choose a nonland card name.\nActivated abilities "
                 "of sources with the chosen name can't be activated.")),
    Card(name="Deep-Cavern Bat", types="Creature — Bat", cost="{1}{B}", power=1, toughness=1,
         keywords=("flying", "lifelink"),
         abilities=(Triggered("When Deep-Cavern Bat enters, look at target opponent's hand. You "
                              "may exile a nonland card from it until Deep-Cavern Bat leaves the "
                              "battlefield.", "enters",
                              Effect((exile_from_hand(TARGET_PLAYER, "nonland card", may=True,
                                                      until_source_leaves=True),),
                                     targets=(Target("opponent"),))),),
         oracle=("Flying, lifelink\nWhen Deep-Cavern Bat enters, look at target opponent's hand. "
                 "You may exile a nonland card from it until Deep-Cavern Bat leaves the "
                 "battlefield.")),
    # Prototype (CR 702.160, 718): cast for {1}{W}, it is a white 2/2 with mana value 2 on the
    # stack and the battlefield; anywhere else, and cast for {5}, a colorless 4/5.
    Card(name="Autonomous Assembler", types="Artifact Creature — Assembly-Worker", cost="{5}",
         power=4, toughness=5, keywords=("vigilance",),
         casts=(Prototype("{1}{W}", 2, 2),),
         abilities=(Activated("{1}, {T}: Put a +1/+1 counter on target Assembly-Worker you "
                              "control.",
                              Effect((add_counters(TARGET, "+1/+1", 1),),
                                     targets=(Target("creature of type you control",
                                                     "Assembly-Worker"),)),
                              cost="{1}", tap=True),),
         oracle=("Prototype {1}{W} — 2/2 (You may cast this spell with different mana cost, "
                 "color, and size. It keeps its abilities and types.)\nVigilance\n{1}, {T}: Put "
                 "a +1/+1 counter on target Assembly-Worker you control.")),
    # {G/U}: a hybrid symbol, paid with {G} or {U} (CR 107.4e); mana value 1, green and blue.
    Card(name="Slippery Bogle", types="Creature — Beast", cost="{G/U}", power=1, toughness=1,
         keywords=("hexproof",),
         oracle=("Hexproof (This creature can't be the target of spells or abilities your "
                 "opponents control.)")),
    Card(name="Shadowgrange Archfiend", types="Creature — Demon", cost="{6}{B}", power=8,
         toughness=4,
         casts=(Madness("{2}{B}", extra_costs=(ExtraCost("pay life", 8),)),),
         abilities=(
             Triggered("When this creature enters, each opponent sacrifices a creature with the "
                       "greatest power among creatures they control. You gain life equal to the "
                       "greatest power among creatures sacrificed this way.", "enters",
                       Effect((sacrifice_permanents(OPPONENT, "creature with the greatest power"),
                               gain_life(YOU, SACRIFICED_POWER)))),
         ),
         oracle=("When this creature enters, each opponent sacrifices a creature with the "
                 "greatest power among creatures they control. You gain life equal to the "
                 "greatest power among creatures sacrificed this way.\nMadness—{2}{B}, Pay 8 "
                 "life. (If you discard this card, discard it into exile. When you do, cast it "
                 "for its madness cost or put it into your graveyard.)")),
    Card(name="Worldspine Wurm", types="Creature — Wurm", cost="{8}{G}{G}{G}", power=15,
         toughness=15, keywords=("trample",),
         abilities=(
             Triggered("When Worldspine Wurm dies, create three 5/5 green Wurm creature tokens "
                       "with trample.", "dies", Effect((create_tokens("Wurm", 3),))),
             Triggered("When Worldspine Wurm is put into a graveyard from anywhere, shuffle it "
                       "into its owner's library.", "put into a graveyard",
                       Effect((shuffle_self_into_library(),))),
         ),
         oracle=("Trample\nWhen Worldspine Wurm dies, create three 5/5 green Wurm creature tokens "
                 "with trample.\nWhen Worldspine Wurm is put into a graveyard from anywhere, "
                 "shuffle it into its owner's library.")),
    Card(name="Chancellor of the Tangle", types="Creature — Phyrexian Beast", cost="{4}{G}{G}{G}",
         power=6, toughness=7, keywords=("vigilance", "reach"), opening="reveal tangle",
         abilities=(
             Triggered("(Revealed from the opening hand) At the beginning of your first main "
                       "phase of the game, add {G}.", "your first main phase (revealed)",
                       Effect((add_mana(YOU, "G", 1),))),
         ),
         oracle=("You may reveal this card from your opening hand. If you do, at the beginning "
                 "of your first main phase of the game, add {G}.\nVigilance, reach")),
    Card(name="Obstinate Baloth", types="Creature — Beast", cost="{2}{G}{G}", power=4,
         toughness=4, statics=(Static("ferox discard"),),
         abilities=(Triggered("When this creature enters, you gain 4 life.", "enters",
                              Effect((gain_life(YOU, 4),))),),
         oracle=("When this creature enters, you gain 4 life.\nIf a spell or ability an "
                 "opponent controls causes you to discard this card, put it onto the battlefield "
                 "instead of putting it into your graveyard.")),
    # Not an "until" exile (unlike Deep-Cavern Bat): the card stays exiled for good unless the
    # leaves trigger, a trigger of its own that can be countered, resolves. The Fiend keeps the
    # card in its link; the leaves trigger refers to it (LINKED_CARD, CR 607.2a). If the Fiend is
    # gone before its enters trigger resolves, the card is exiled for good (2018 ruling).
    Card(name="Mesmeric Fiend", types="Creature — Nightmare Horror", cost="{1}{B}", power=1,
         toughness=1,
         abilities=(
             Triggered("When this creature enters, target opponent reveals their hand and you "
                       "choose a nonland card from it. Exile that card.", "enters",
                       Effect((exile_from_hand(TARGET_PLAYER, "nonland card", linked=True),),
                              targets=(Target("opponent"),))),
             Triggered("When this creature leaves the battlefield, return the exiled card to its "
                       "owner's hand.", "leaves the battlefield",
                       Effect((return_from_exile_to_hand(LINKED_CARD),))),
         ),
         oracle=("When this creature enters, target opponent reveals their hand and you choose a "
                 "nonland card from it. Exile that card.\nWhen this creature leaves the "
                 "battlefield, return the exiled card to its owner's hand.")),
    # "Look at an opponent's hand" needs nothing (TB-3: hands are public). The names offered are
    # those its taxes can reach (TB-8): the opponent's nonland cards, the game's cards with
    # activated abilities that aren't mana abilities, and one name of no such card.
    Card(name="Anointed Peacekeeper", types="Creature — Human Cleric", cost="{2}{W}", power=3,
         toughness=3, keywords=("vigilance",),
         etb=("look at an opponent's hand and choose any card name",),
         statics=(Static("chosen name tax", 2),),
         oracle=("Vigilance\nAs this creature enters, look at an opponent's hand, then choose any "
                 "card name.\nSpells your opponents cast with the chosen name cost {2} more to "
                 "cast.\nActivated abilities of sources with the chosen name cost {2} more to "
                 "activate unless they're mana abilities.")),
    # "Remove up to X counters": its controller chooses how many of each kind as it resolves
    # (the 2011 rulings), one question per kind present; "for each counter removed this way" is
    # the number removed (COUNTERS_REMOVED). X is chosen as it is activated (CR 601.2b, 602.2b).
    Card(name="Hex Parasite", types="Artifact Creature — Phyrexian Insect", cost="{1}", power=1,
         toughness=1,
         abilities=(Activated("{X}{B/P}: Remove up to X counters from target permanent. For each "
                              "counter removed this way, this creature gets +1/+0 until end of "
                              "turn.",
                              Effect((remove_counters_up_to(TARGET, X),
                                      pump(SELF, COUNTERS_REMOVED, 0)),
                                     targets=(Target("permanent"),)),
                              cost="{X}{B/P}"),),
         sink=8,
         oracle=("{X}{B/P}: Remove up to X counters from target permanent. For each counter "
                 "removed this way, this creature gets +1/+0 until end of turn. ({B/P} can be "
                 "paid with either {B} or 2 life.)")),
    # "Each opponent exiles a card from their hand": the opponent chooses (they exile it), any
    # card, lands included. The permission to play it stays with the card while it is exiled
    # (a spell cast this way costs {1} more, CR 601.2f; a land played this way enters tapped
    # and is the land play of the turn, CR 305.2).
    Card(name="Lightstall Inquisitor", types="Creature — Angel Wizard", cost="{W}", power=2,
         toughness=1, keywords=("vigilance",),
         abilities=(Triggered("When this creature enters, each opponent exiles a card from their "
                              "hand and may play that card for as long as it remains exiled. Each "
                              "spell cast this way costs {1} more to cast. Each land played this "
                              "way enters tapped.", "enters",
                              Effect((exile_from_hand_playable(OPPONENT, "card", tax=1),))),),
         oracle=("Vigilance\nWhen this creature enters, each opponent exiles a card from their "
                 "hand and may play that card for as long as it remains exiled. Each spell cast "
                 "this way costs {1} more to cast. Each land played this way enters tapped.")),
    # Portable Hole's "exile until this leaves" (CR 610.3), any mana value, optional on
    # resolution ("you may"). Embalm (CR 702.128a): from the graveyard at sorcery speed, exiling
    # the card as a cost, a token copy that is a white Zombie Angel with no mana cost
    # (embalmed_token: the copy has the enters trigger, and its own link, CR 707.2).
    Card(name="Angel of Sanctions", types="Creature — Angel", cost="{3}{W}{W}", power=3,
         toughness=4, keywords=("flying",),
         casts=(Embalm("{5}{W}"),),
         abilities=(Triggered("When this creature enters, you may exile target nonland permanent "
                              "an opponent controls until this creature leaves the battlefield.",
                              "enters",
                              Effect((exile_until_source_leaves(TARGET),),
                                     targets=(Target("nonland permanent an opponent controls"),)),
                              optional=True),),
         oracle=("Flying\nWhen this creature enters, you may exile target nonland permanent an "
                 "opponent controls until this creature leaves the battlefield.\nEmbalm {5}{W} "
                 "({5}{W}, Exile this card from your graveyard: Create a token that's a copy of "
                 "it, except it's a white Zombie Angel with no mana cost. Embalm only as a "
                 "sorcery.)")),
    # "Activate only once each turn" (CR 602.5b): the permanent is marked as it is activated,
    # until the cleanup step. Madness {0} as Shadowgrange Archfiend's (CR 702.35).
    Card(name="Blazing Rootwalla", types="Creature — Lizard", cost="{R}", power=1, toughness=1,
         casts=(Madness("{0}"),),
         abilities=(Activated("{R}: Blazing Rootwalla gets +2/+0 until end of turn. Activate "
                              "only once each turn.", Effect((pump(SELF, 2, 0),)), cost="{R}",
                              once_each_turn=True),),
         oracle=("{R}: Blazing Rootwalla gets +2/+0 until end of turn. Activate only once each "
                 "turn.\nMadness {0} (If you discard this card, discard it into exile. When you "
                 "do, cast it for its madness cost or put it into your graveyard.)")),
    # Embalm {W} as Angel of Sanctions' (CR 702.128a): its token is a white Zombie Cat 1/1
    # with lifelink and no mana cost.
    Card(name="Sacred Cat", types="Creature — Cat", cost="{W}", power=1, toughness=1,
         keywords=("lifelink",), casts=(Embalm("{W}"),),
         oracle=("Lifelink\nEmbalm {W} ({W}, Exile this card from your graveyard: Create a token "
                 "that's a copy of it, except it's a white Zombie Cat with no mana cost. Embalm "
                 "only as a sorcery.)")),
    # CR 603.4: the intervening "if" is checked as the trigger fires and again on resolution;
    # a Servitor that left (and maybe came back, a new object: CR 400.7) does nothing.
    Card(name="Myr Servitor", types="Artifact Creature — Myr", cost="{1}", power=1, toughness=1,
         abilities=(Triggered("At the beginning of your upkeep, if Myr Servitor is on the "
                              "battlefield, each player returns all cards named Myr Servitor from "
                              "their graveyard to the battlefield.", "your upkeep",
                              Effect((each_player_returns_all_named_from_graveyard(),)),
                              condition="this is on the battlefield"),),
         oracle=("At the beginning of your upkeep, if Myr Servitor is on the battlefield, each "
                 "player returns all cards named Myr Servitor from their graveyard to the "
                 "battlefield.")),
    # Prototype (CR 702.160, 718). The keyword is chosen as the trigger resolves (CR 608.2d).
    Card(name="Steel Seraph", types="Artifact Creature — Angel", cost="{6}", power=5,
         toughness=4, keywords=("flying",), casts=(Prototype("{1}{W}{W}", 3, 3),),
         abilities=(Triggered("At the beginning of combat on your turn, target creature you "
                              "control gains your choice of flying, vigilance, or lifelink until "
                              "end of turn.", "your beginning of combat",
                              Effect((gain_keyword_of_choice(TARGET, ("flying", "vigilance",
                                                                      "lifelink")),),
                                     targets=(Target("creature you control"),))),),
         oracle=("Prototype {1}{W}{W} — 3/3 (You may cast this spell with different mana cost, "
                 "color, and size. It keeps its abilities and types.)\nFlying\nAt the beginning "
                 "of combat on your turn, target creature you control gains your choice of "
                 "flying, vigilance, or lifelink until end of turn.")),
    # X cost (CR 107.3); "Remove a +1/+1 counter" is a cost (CR 602.2b, 118.3): not offered
    # without one (TB-8). {4} activations are limited by mana (sink: as much as a turn has).
    Card(name="Walking Ballista", types="Artifact Creature — Construct", cost="{X}{X}", power=0,
         toughness=0, etb=("x +1/+1 counters",),
         abilities=(
             Activated("{4}: Put a +1/+1 counter on Walking Ballista.",
                       Effect((add_counters(SELF, "+1/+1", 1),)), cost="{4}"),
             Activated("Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any "
                       "target.", Effect((deal_damage(TARGET, 1),), targets=(Target("any target"),)),
                       extra_costs=(ExtraCost("remove +1/+1 counters", 1),)),
         ),
         sink=30,
         oracle=("Walking Ballista enters with X +1/+1 counters on it.\n{4}: Put a +1/+1 counter "
                 "on Walking Ballista.\nRemove a +1/+1 counter from Walking Ballista: It deals 1 "
                 "damage to any target.")),
    # Kicker (CR 702.33) is a play option of its own ("cast ... with kicker", {1}{B}{B}{B});
    # the kicked trigger fires only as the kicked spell resolves into it (not when put onto
    # the battlefield otherwise: the 2024-11-08 ruling). "At random" (TB-3): the opponent of
    # Tourach's controller, the discarding player, chooses which cards go.
    Card(name="Tourach, Dread Cantor", types="Legendary Creature — Human Cleric", cost="{1}{B}",
         power=2, toughness=1, keywords=("protection from white",),
         casts=(Kicker("{B}{B}"),),
         abilities=(
             Triggered("Whenever an opponent discards a card, put a +1/+1 counter on Tourach.",
                       "an opponent discards a card", Effect((add_counters(SELF, "+1/+1", 1),))),
             Triggered("When Tourach enters, if it was kicked, target opponent discards two "
                       "cards at random.", "enters kicked",
                       Effect((discard_cards(TARGET_PLAYER, 2, "random"),),
                              targets=(Target("opponent"),))),
         ),
         oracle=("Kicker {B}{B} (You may pay an additional {B}{B} as you cast this spell.)\n"
                 "Protection from white\nWhenever an opponent discards a card, put a +1/+1 "
                 "counter on Tourach.\nWhen Tourach enters, if it was kicked, target opponent "
                 "discards two cards at random.")),
    # Kicker (CR 702.33) as Tourach's. Its kicked trigger links Tide Shaper to the target land
    # (link_land_type, Obj.attached as an Aura's): the land is an Island (CR 305.7: it loses its
    # other land types and its rules-text abilities, and taps for {U}) for as long as Tide Shaper
    # remains on the battlefield (CR 611.2b: not at all if it left first), with the timestamp of
    # the resolution (CR 613.7a) against Magus of the Moon and Urborg. Its +1/+1 reads the
    # opponent's lands after layer 4 (CR 613.4c), the land it made an Island included.
    Card(name="Tide Shaper", types="Creature — Merfolk Wizard", cost="{U}", power=1,
         toughness=1, casts=(Kicker("{1}"),),
         statics=(Static("linked land type", "Island"),
                  Static("+1/+1 while an opponent controls land type", "Island")),
         abilities=(
             Triggered("When Tide Shaper enters, if it was kicked, target land becomes an Island "
                       "for as long as Tide Shaper remains on the battlefield.", "enters kicked",
                       Effect((link_land_type(TARGET),), targets=(Target("land"),))),
         ),
         oracle=("Kicker {1} (You may pay an additional {1} as you cast this spell.)\nWhen Tide "
                 "Shaper enters, if it was kicked, target land becomes an Island for as long as "
                 "Tide Shaper remains on the battlefield.\nTide Shaper gets +1/+1 as long as an "
                 "opponent controls an Island.")),
    # CR 702.62a: cast by suspend, the creature gains haste until its controller loses control
    # of it (the engine marks it OF_SUSPENDED on the stack and the battlefield).
    Card(name="Durkwood Baloth", types="Creature — Beast", cost="{4}{G}{G}", power=5,
         toughness=5, counters="time", casts=(Suspend(5, "{G}"),),
         abilities=suspend_triggers("If you cast it this way, it has haste."),
         oracle=("Suspend 5—{G} (Rather than cast this card from your hand, you may pay {G} and "
                 "exile it with five time counters on it. At the beginning of your upkeep, remove "
                 "a time counter. When the last is removed, you may cast it without paying its "
                 "mana cost. It has haste.)")),
    # "Up to one target commander creature you control": no creature is a commander outside
    # the Commander variant (CR 903.3), so the ability has no target to choose (zero targets
    # for "up to one", CR 115.1, 601.2c) and only the counter on the Mole remains.
    Card(name="Drillworks Mole", types="Artifact Creature — Mole", cost="{1}", power=1,
         toughness=1,
         abilities=(Activated("{2}, {T}: Put a +1/+1 counter on this creature and a +1/+1 "
                              "counter on up to one target commander creature you control.",
                              Effect((add_counters(SELF, "+1/+1", 1),)), cost="{2}", tap=True),),
         sink=3,
         oracle=("{2}, {T}: Put a +1/+1 counter on this creature and a +1/+1 counter on up to "
                 "one target commander creature you control.")),
    # "Remove three spore counters" is a cost (CR 602.2b, 118.3; ExtraCost "remove counters"
    # of its own kind, EC_REMOVE_COUNTERS): not offered with fewer than three. TB-8: its spore
    # counters stop at COUNTER_CAP (60, a multiple of three: twenty Saprolings' worth, more than
    # the 18 token slots hold at once).
    Card(name="Thallid", types="Creature — Fungus", cost="{G}", power=1, toughness=1,
         counters="spore",
         abilities=(
             Triggered("At the beginning of your upkeep, put a spore counter on Thallid.",
                       "your upkeep", Effect((add_counters(SELF, "own", 1),))),
             Activated("Remove three spore counters from Thallid: Create a 1/1 green Saproling "
                       "creature token.", Effect((create_tokens("Saproling"),)),
                       extra_costs=(ExtraCost("remove counters", 3),)),
         ),
         oracle=("At the beginning of your upkeep, put a spore counter on Thallid.\nRemove three "
                 "spore counters from Thallid: Create a 1/1 green Saproling creature token.")),
    # A flip card (CR 710): the ability flips it into Stabwhisker the Odious (FLIPPED_FACES), a
    # definition of its own that Obj.card becomes; it leaves the battlefield as Nezumi
    # Shortfang (CR 710.4). "That player" chooses the card they discard (CR 701.9b).
    Card(name="Nezumi Shortfang", types="Creature — Rat Rogue", cost="{1}{B}", power=1,
         toughness=1, flip="Stabwhisker the Odious",
         abilities=(Activated("{1}{B}, {T}: Target opponent discards a card. Then if that "
                              "player has no cards in hand, flip Nezumi Shortfang.",
                              Effect((discard(TARGET_PLAYER), flip_if_no_cards_in_hand(TARGET_PLAYER)),
                                     targets=(Target("opponent"),)),
                              cost="{1}{B}", tap=True),),
         oracle=("{1}{B}, {T}: Target opponent discards a card. Then if that player has no cards "
                 "in hand, flip Nezumi Shortfang.\n//\nStabwhisker the Odious\nLegendary "
                 "Creature — Rat Shaman\n3/3\nAt the beginning of each opponent's upkeep, that "
                 "player loses 1 life for each card fewer than three in their hand.")),
    # CR 701.19: each activation is one more shield this turn (Obj.choice); a shield used
    # fires "when it regenerates this way": the opponent (the only one: its target) may draw,
    # which does nothing from an empty library unless Laboratory Maniac wins by it (TB-2).
    Card(name="Soldevi Sentry", types="Artifact Creature — Soldier", cost="{1}", power=1,
         toughness=1,
         abilities=(Activated("{1}: Choose target opponent. Regenerate Soldevi Sentry. When it "
                              "regenerates this way, that player may draw a card.",
                              Effect((regenerate(SELF),), targets=(Target("opponent"),)),
                              cost="{1}"),
                    Triggered("When it regenerates this way, that player may draw a card.",
                              "regenerates",
                              Effect((you_may(OPPONENT), *if_paid(draw(OPPONENT)))))),
         oracle=("{1}: Choose target opponent. Regenerate Soldevi Sentry. When it regenerates "
                 "this way, that player may draw a card.")),
    Card(name="Stormscape Apprentice", types="Creature — Human Wizard", cost="{U}", power=1,
         toughness=1,
         abilities=(Activated("{W}, {T}: Tap target creature.",
                              Effect((tap(TARGET),), targets=(Target("creature"),)),
                              cost="{W}", tap=True),
                    Activated("{B}, {T}: Target player loses 1 life.",
                              Effect((lose_life(TARGET_PLAYER, 1),), targets=(Target("player"),)),
                              cost="{B}", tap=True)),
         oracle="{W}, {T}: Tap target creature.\n{B}, {T}: Target player loses 1 life."),
    # Its enters trigger targets an opponent (CR 115.1), who creates the Centaurs (CR 111.2:
    # they are that player's). Trample against a protected blocker: lethal damage is still
    # assigned to it (CR 702.19c) and then prevented (CR 702.16e); the rest tramples over.
    Card(name="Hunted Horror", types="Creature — Horror", cost="{B}{B}", power=7, toughness=7,
         keywords=("trample",),
         abilities=(Triggered("When this creature enters, target opponent creates two 3/3 green "
                              "Centaur creature tokens with protection from black.", "enters",
                              Effect((create_tokens("Centaur", 2, TARGET_PLAYER),),
                                     targets=(Target("opponent"),))),),
         oracle=("Trample\nWhen this creature enters, target opponent creates two 3/3 green "
                 "Centaur creature tokens with protection from black.")),
    # CR 101.2: a "can't" wins over any permission (Squee's, Misthollow Griffin's, a suspend or
    # Isochron Scepter cast); putting a creature onto the battlefield (Show and Tell, Flash) is
    # not casting it.
    Card(name="Steel Golem", types="Artifact Creature — Golem", cost="{3}", power=3,
         toughness=4, statics=(Static("no creature spells"),),
         oracle="You can't cast creature spells."),
    # CR 601.3e: a permission to cast it from the graveyard or from exile, for its mana cost
    # and with the usual timing (as Misthollow Griffin's from exile).
    Card(name="Squee, the Immortal", types="Legendary Creature — Goblin", cost="{1}{R}{R}",
         power=2, toughness=1, casts=(CastFrom("graveyard"), CastFrom("exile")),
         oracle="You may cast this card from your graveyard or from exile."),
    # CR 109.2: "creatures" are creature permanents: the caster's creatures' mana abilities pay
    # (Dryad Arbor, an animated manland), not Simian Spirit Guide from the hand, not the pool
    # (S_CREATURE_MANA_ONLY; a game whose creatures could float mana is refused, TB-6).
    Card(name="Myr Superion", types="Artifact Creature — Myr", cost="{2}", power=5, toughness=6,
         statics=(Static("spend only mana produced by creatures"),),
         oracle="Spend only mana produced by creatures to cast this spell."),
    # A modal trigger (CR 700.2b): the mode is chosen as it goes on the stack, then its target
    # (CR 603.3c-d); the bounce mode needs another nonland permanent. Drawing from an empty
    # library draws nothing (TB-2), but it is a draw (Laboratory Maniac, Island Sanctuary).
    Card(name="Aether Channeler", types="Creature — Human Wizard", cost="{2}{U}", power=2,
         toughness=1,
         abilities=(Triggered("When this creature enters, choose one —", "enters",
                              Modal((Effect((create_tokens("Bird"),)),
                                     Effect((bounce(TARGET),),
                                            targets=(Target("another nonland permanent"),)),
                                     Effect((draw(YOU, 1),))),
                                    ("create a 1/1 white Bird creature token with flying",
                                     "return another target nonland permanent to its owner's hand",
                                     "draw a card"))),),
         oracle=("When this creature enters, choose one —\n• Create a 1/1 white Bird creature "
                 "token with flying.\n• Return another target nonland permanent to its owner's "
                 "hand.\n• Draw a card.")),
    # CR 603.6c, 603.10a: a leaves-the-battlefield trigger "looks back"; its controller sacrifices
    # a land of their choice as it resolves (none: nothing), and the beast, wherever it went
    # (CR 608.2h: its last known information), deals 1 damage to them (CR 120.3).
    Card(name="Phyrexian War Beast", types="Artifact Creature — Phyrexian Beast", cost="{3}",
         power=3, toughness=4,
         abilities=(Triggered("When this creature leaves the battlefield, sacrifice a land and "
                              "this creature deals 1 damage to you.", "leaves the battlefield",
                              Effect((sacrifice_permanents(YOU, "land"), deal_damage(YOU, 1)))),),
         oracle=("When this creature leaves the battlefield, sacrifice a land and this creature "
                 "deals 1 damage to you.")),
]

# The flipped faces of flip cards (CR 710.1): never in a deck; a flipped permanent is one. Its
# colour and mana cost are the flip card's (CR 710.1b: they don't change as it flips).
FLIPPED_FACES = [
    Card(name="Stabwhisker the Odious", types="Legendary Creature — Rat Shaman", cost="{1}{B}",
         power=3, toughness=3,
         abilities=(Triggered("At the beginning of each opponent's upkeep, that player loses 1 "
                              "life for each card fewer than three in their hand.",
                              "each opponent's upkeep",
                              Effect((lose_life(ACTIVE_PLAYER, ACTIVE_PLAYER_CARDS_FEWER_THAN_THREE),))),),
         oracle=("At the beginning of each opponent's upkeep, that player loses 1 life for each "
                 "card fewer than three in their hand.")),
]

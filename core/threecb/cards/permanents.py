"""Lock pieces and combo cards, and the tokens the pool's cards create."""
from core.threecb.language import (ACTIVE_PLAYER, CHOSEN_PLAYER, RACK_DAMAGE, SELF, TARGET,
                                   THAT_SPELL, YOU, Activated, Card, Effect, ExtraCost, Mana,
                                   Static, Suspend, Target, Triggered, untap, balance,
                                   cast_imprinted_copy, counter, create_tokens, deal_damage,
                                   flash_in_creature, imprint_instant, lose_life, sacrifice,
                                   set_player_flag, show_and_tell, win_game,
                                   exile_until_source_leaves, TARGET_PLAYER, draw, mill,
                                   win_game_if_library_empty, become_the_monarch, test_monarch,
                                   if_paid, if_not_paid, OPPONENT, TARGET_LIFE_ABOVE_ONE, X,
                                   destroy, deal_damage_each, deal_damage_exile_if_dies,
                                   get_emblem, add_counters, sacrifice_when_you_do,
                                   LAST_KNOWN_POWER, each_reveals_card_lowest_creature_enters,
                                   set_life, damage_player_or_planeswalker,
                                   put_creature_with_mv_equal_to_counters,
                                   destroy_each_nonland_with_mv_equal_to_counters, gain_life,
                                   shuffle_self_and_graveyard_into_library, suspend_triggers)


def _counter_bomb(name: str, counter: str) -> tuple[Activated, Activated]:
    """Ratchet Bomb's two abilities: "{T}: Put <counter> counter on <name>." and "{T}, Sacrifice
    <name>: Destroy each nonland permanent with mana value equal to the number of <kind>
    counters on <name>." (the count as the permanent last existed, CR 608.2h)."""
    kind = counter.split(" ", 1)[1]
    return (Activated(f"{{T}}: Put {counter} counter on {name}.",
                      Effect((add_counters(SELF, "own", 1),)), tap=True),
            Activated(f"{{T}}, Sacrifice {name}: Destroy each nonland permanent with mana value "
                      f"equal to the number of {kind} counters on {name}.",
                      Effect((destroy_each_nonland_with_mv_equal_to_counters(),)), tap=True,
                      sacrifice_self=True))


LOCKS = [
    Card(name="Ensnaring Bridge", types="Artifact", cost="{3}", statics=(Static("bridge"),),
         oracle="Creatures with power greater than the number of cards in your hand can't attack."),
    Card(name="Energy Field", types="Enchantment", cost="{1}{U}",
         statics=(Static("prevent others' damage"),),
         abilities=(Triggered("When a card is put into your graveyard from anywhere, sacrifice "
                              "Energy Field.", "a card is put into your graveyard",
                              Effect((sacrifice(SELF),))),),
         oracle=("Prevent all damage that would be dealt to you by sources you don't control.\n"
                 "When a card is put into your graveyard from anywhere, sacrifice Energy Field.")),
    Card(name="Leyline of Sanctity", types="Enchantment", cost="{2}{W}{W}", opening="leyline",
         statics=(Static("player hexproof"),),
         oracle=("If Leyline of Sanctity is in your opening hand, you may begin the game with it "
                 "on the battlefield.\nYou have hexproof. (You can't be the target of spells or "
                 "abilities your opponents control.)")),
    # "Creature tokens get +1/+1": every player's creature tokens (CR 613.4c, layer 7c), one
    # +1/+1 for each Leyline (S_TOKEN_ANTHEM's arg).
    Card(name="Leyline of the Meek", types="Enchantment", cost="{2}{W}{W}", opening="leyline",
         statics=(Static("creature tokens get +N/+N", 1),),
         oracle=("If Leyline of the Meek is in your opening hand, you may begin the game with it "
                 "on the battlefield.\nCreature tokens get +1/+1.")),
    Card(name="Chalice of the Void", types="Artifact", cost="{X}{X}", counters="charge",
         etb=("x counters",),
         abilities=(Triggered("Whenever a player casts a spell with mana value equal to the "
                              "number of charge counters on Chalice of the Void, counter that "
                              "spell.", "a player casts a spell",
                              Effect((counter(THAT_SPELL),)),
                              condition="mana value equals counters"),),
         sink=30,
         oracle=("Chalice of the Void enters with X charge counters on it.\nWhenever a player "
                 "casts a spell with mana value equal to the number of charge counters on Chalice "
                 "of the Void, counter that spell.")),
    Card(name="Trinisphere", types="Artifact", cost="{3}", statics=(Static("trinisphere"),),
         oracle=("As long as Trinisphere is untapped, each spell that would cost less than three "
                 "mana to cast costs three mana to cast. (Additional mana in the cost may be paid "
                 "with any color of mana or colorless mana. For example, a spell that would cost "
                 "{1}{B} to cast costs {2}{B} to cast instead.)")),
    Card(name="The Rack", types="Artifact", cost="{1}", etb=("choose opponent",),
         abilities=(Triggered("At the beginning of the chosen player's upkeep, The Rack deals X "
                              "damage to that player, where X is 3 minus the number of cards in "
                              "their hand.", "chosen player's upkeep",
                              Effect((deal_damage(CHOSEN_PLAYER, RACK_DAMAGE),))),),
         oracle=("As The Rack enters, choose an opponent.\nAt the beginning of the chosen "
                 "player's upkeep, The Rack deals X damage to that player, where X is 3 minus the "
                 "number of cards in their hand.")),
    Card(name="Island Sanctuary", types="Enchantment", cost="{1}{W}", statics=(Static("sanctuary"),),
         oracle=("If you would draw a card during your draw step, instead you may skip that "
                 "draw. If you do, until your next turn, you can't be attacked except by "
                 "creatures with flying and/or islandwalk.")),
    Card(name="Pithing Needle", types="Artifact", cost="{1}", etb=("choose card name",),
         statics=(Static("needle"),),
         oracle=("As Pithing Needle enters, choose a card name.\nActivated abilities of sources "
                 "with the chosen name can't be activated unless they're mana abilities.")),
    Card(name="Leyline of Anticipation", types="Enchantment", cost="{2}{U}{U}", opening="leyline",
         statics=(Static("flash for you"),),
         oracle=("If Leyline of Anticipation is in your opening hand, you may begin the game with "
                 "it on the battlefield.\nYou may cast spells as though they had flash. (You may "
                 "cast them any time you could cast an instant.)")),
    Card(name="Scalding Tongs", types="Artifact", cost="{2}",
         abilities=(Triggered("At the beginning of your upkeep, if you have three or fewer cards "
                              "in hand, Scalding Tongs deals 1 damage to target opponent or "
                              "planeswalker.", "your upkeep",
                              Effect((deal_damage(TARGET, 1),),
                                     targets=(Target("opponent or planeswalker"),)),
                              condition="three or fewer cards in hand"),),
         oracle=("At the beginning of your upkeep, if you have three or fewer cards in hand, "
                 "Scalding Tongs deals 1 damage to target opponent or planeswalker.")),
    Card(name="Sphere of Resistance", types="Artifact", cost="{2}",
         statics=(Static("spell tax", 1),),
         oracle="Spells cost {1} more to cast."),
    # Beyond the 118-card pool (core/threecb/data/cards-beyond-pool.json).
    Card(name="Leyline of Singularity", types="Enchantment", cost="{2}{U}{U}", opening="leyline",
         statics=(Static("nonland permanents are legendary"),),
         oracle=("If Leyline of Singularity is in your opening hand, you may begin the game with "
                 "it on the battlefield.\nAll nonland permanents are legendary.")),
    Card(name="Leyline of the Void", types="Enchantment", cost="{2}{B}{B}", opening="leyline",
         statics=(Static("opponents' cards to exile"),),
         oracle=("If this card is in your opening hand, you may begin the game with it on the "
                 "battlefield.\nIf a card would be put into an opponent's graveyard from anywhere, "
                 "exile it instead.")),
    Card(name="Shrieking Affliction", types="Enchantment", cost="{B}",
         abilities=(Triggered("At the beginning of each opponent's upkeep, if that player has one "
                              "or fewer cards in hand, they lose 3 life.", "each opponent's upkeep",
                              Effect((lose_life(ACTIVE_PLAYER, 3),)),
                              condition="that player has one or fewer cards in hand"),),
         oracle=("At the beginning of each opponent's upkeep, if that player has one or fewer "
                 "cards in hand, they lose 3 life.")),
    Card(name="Leyline of Lifeforce", types="Enchantment", cost="{2}{G}{G}", opening="leyline",
         statics=(Static("creature spells can't be countered"),),
         oracle=("If this card is in your opening hand, you may begin the game with it on the "
                 "battlefield.\nCreature spells can't be countered.")),
    Card(name="Portable Hole", types="Artifact", cost="{W}",
         abilities=(Triggered("When this artifact enters, exile target nonland permanent an "
                              "opponent controls with mana value 2 or less until this artifact "
                              "leaves the battlefield.", "enters",
                              Effect((exile_until_source_leaves(TARGET),),
                                     targets=(Target("nonland permanent an opponent controls "
                                                     "with mana value or less", 2),))),),
         oracle=("When this artifact enters, exile target nonland permanent an opponent controls "
                 "with mana value 2 or less until this artifact leaves the battlefield.")),
    # The monarch (CR 724): a player flag; the card carries the monarch's two inherent triggers
    # (the compiler adds them). "If you're the monarch" is checked as the trigger resolves.
    Card(name="Court of Grace", types="Enchantment", cost="{2}{W}{W}",
         abilities=(
             Triggered("When this enchantment enters, you become the monarch.", "enters",
                       Effect((become_the_monarch(YOU),))),
             Triggered("At the beginning of your upkeep, create a 1/1 white Spirit creature token "
                       "with flying. If you're the monarch, create a 4/4 white Angel creature "
                       "token with flying instead.", "your upkeep",
                       Effect((test_monarch(YOU), if_paid(create_tokens("Angel")),
                               if_not_paid(create_tokens("Spirit"))))),
         ),
         oracle=("When this enchantment enters, you become the monarch.\nAt the beginning of your "
                 "upkeep, create a 1/1 white Spirit creature token with flying. If you're the "
                 "monarch, create a 4/4 white Angel creature token with flying instead.")),
    Card(name="Torpor Orb", types="Artifact", cost="{2}",
         statics=(Static("creatures entering don't cause abilities to trigger"),),
         oracle="Creatures entering don't cause abilities to trigger."),
    # Auras (CR 303.4): the spell targets what it will enchant (its first target); on the
    # battlefield it is attached to it (Obj.attached) until either leaves (CR 704.5m).
    Card(name="Sea's Claim", types="Enchantment — Aura", cost="{U}",
         spell=Effect(steps=(), targets=(Target("land"),)),
         statics=(Static("enchanted land type", "Island"),),
         oracle="Enchant land\nEnchanted land is an Island."),
    # As Sea's Claim's: the land loses its other land types and rules-text abilities and taps for
    # {B} (CR 305.7), with the Aura's timestamp against Urborg and Magus of the Moon (CR 613.7e).
    Card(name="Evil Presence", types="Enchantment — Aura", cost="{B}",
         spell=Effect(steps=(), targets=(Target("land"),)),
         statics=(Static("enchanted land type", "Swamp"),),
         oracle="Enchant land\nEnchanted land is a Swamp."),
    # Layer 4 and 7b (CR 613.1d, 613.4b): a creature with base 5/5 while it enchants an
    # artifact; its counters, pumps and its own abilities still apply.
    Card(name="Ensoul Artifact", types="Enchantment — Aura", cost="{1}{U}",
         spell=Effect(steps=(), targets=(Target("artifact"),)),
         statics=(Static("enchanted artifact is an N/N creature", 5),),
         oracle=("Enchant artifact\nEnchanted artifact is a creature with base power and "
                 "toughness 5/5 in addition to its other types.")),
    Card(name="Curse of Silence", types="Enchantment — Aura Curse", cost="{W}",
         spell=Effect(steps=(), targets=(Target("player"),)),
         etb=("choose card name for enchanted player",),
         statics=(Static("enchanted player's chosen name tax", 2),),
         abilities=(Triggered("When enchanted player casts a spell with the chosen name, you may "
                              "sacrifice this Aura. If you do, draw a card.",
                              "enchanted player casts a spell with the chosen name",
                              Effect(steps=(sacrifice(SELF), *if_paid(draw(YOU)))),
                              optional=True),),
         oracle=("Enchant player\nAs this Aura enters, choose a card name.\nSpells with the "
                 "chosen name enchanted player casts cost {2} more to cast.\nWhen enchanted "
                 "player casts a spell with the chosen name, you may sacrifice this Aura. If you "
                 "do, draw a card.")),
    # "That player" is the enchanted player, the active one at its upkeep. The damage (CR 120.3)
    # is dealt by the Aura, a red source; a planeswalker of that player may take it instead,
    # its controller's choice as the trigger resolves (not a target: CR 115.10a).
    Card(name="Curse of the Pierced Heart", types="Enchantment — Aura Curse", cost="{1}{R}",
         spell=Effect(steps=(), targets=(Target("player"),)),
         abilities=(Triggered("At the beginning of enchanted player's upkeep, this Aura deals 1 "
                              "damage to that player or a planeswalker that player controls.",
                              "enchanted player's upkeep",
                              Effect((damage_player_or_planeswalker(ACTIVE_PLAYER, 1),))),),
         oracle=("Enchant player\nAt the beginning of enchanted player's upkeep, this Aura deals "
                 "1 damage to that player or a planeswalker that player controls.")),
    Card(name="Form of the Dragon", types="Enchantment", cost="{4}{R}{R}{R}",
         abilities=(
             Triggered("At the beginning of your upkeep, this enchantment deals 5 damage to any "
                       "target.", "your upkeep",
                       Effect((deal_damage(TARGET, 5),), targets=(Target("any target"),))),
             # CR 119.5: the player gains or loses the difference
             Triggered("At the beginning of each end step, your life total becomes 5.",
                       "each end step", Effect((set_life(YOU, 5),)))),
         statics=(Static("creatures without flying can't attack you"),),
         oracle=("At the beginning of your upkeep, this enchantment deals 5 damage to any "
                 "target.\nAt the beginning of each end step, your life total becomes 5.\n"
                 "Creatures without flying can't attack you.")),
]


COMBO = [
    Card(name="Channel", types="Sorcery", cost="{G}{G}",
         spell=Effect((set_player_flag(YOU, "channel"),)),
         oracle=("Until end of turn, any time you could activate a mana ability, you may pay 1 "
                 "life. If you do, add {C}.")),
    Card(name="Show and Tell", types="Sorcery", cost="{2}{U}", spell=Effect((show_and_tell(),)),
         oracle=("Each player may put an artifact, creature, enchantment, or land card from their "
                 "hand onto the battlefield.")),
    # TB-3: the secret choice is made openly, the active player first; a tie for the lowest
    # mana value puts each of the tied creature cards onto the battlefield.
    Card(name="Stronghold Gambit", types="Sorcery", cost="{1}{R}",
         spell=Effect((each_reveals_card_lowest_creature_enters(),)),
         oracle=("Each player chooses a card in their hand. Then each player reveals their chosen "
                 "card. The owner of each creature card revealed this way with the lowest mana "
                 "value puts it onto the battlefield.")),
    Card(name="Flash", types="Instant", cost="{1}{U}", spell=Effect((flash_in_creature(),)),
         oracle=("You may put a creature card from your hand onto the battlefield. If you do, "
                 "sacrifice it unless you pay its mana cost reduced by up to {2}.")),
    Card(name="Crashing Footfalls", types="Sorcery", cost=None, color_indicator="G",
         counters="time", casts=(Suspend(4, "{G}"),),
         spell=Effect((create_tokens("Rhino", 2),)),
         abilities=suspend_triggers(),
         sink=1,
         oracle=("Suspend 4—{G} (Rather than cast this card from your hand, pay {G} and exile it "
                 "with four time counters on it. At the beginning of your upkeep, remove a time "
                 "counter. When the last is removed, cast it without paying its mana cost.)\n"
                 "Create two 4/4 green Rhino creature tokens with trample."),
         oracle_note=("Suspend now lets its owner choose whether to cast the card when the last "
                      "time counter is removed (CR 702.62a, 2024); the pool file's reminder text "
                      "is the older \"cast it\". The engine follows the current rule.")),
    Card(name="Balance", types="Sorcery", cost="{1}{W}", spell=Effect((balance(),)),
         oracle=("Each player chooses a number of lands they control equal to the number of lands "
                 "controlled by the player who controls the fewest, then sacrifices the rest. "
                 "Players discard cards and sacrifice creatures the same way.")),
    # Balance's effect with its last two steps swapped (creatures before cards in hand), which
    # matters when a discard puts a creature onto the battlefield (Obstinate Baloth).
    Card(name="Restore Balance", types="Sorcery", cost=None, color_indicator="W",
         counters="time", casts=(Suspend(6, "{W}"),),
         spell=Effect((balance(creatures_before_cards=True),)),
         abilities=suspend_triggers(),
         sink=1,
         oracle=("Suspend 6—{W} (Rather than cast this card from your hand, pay {W} and exile it "
                 "with six time counters on it. At the beginning of your upkeep, remove a time "
                 "counter. When the last is removed, you may cast it without paying its mana "
                 "cost.)\nEach player chooses a number of lands they control equal to the number "
                 "of lands controlled by the player who controls the fewest, then sacrifices the "
                 "rest. Players sacrifice creatures and discard cards the same way.")),
    Card(name="Bitterblossom", types="Kindred Enchantment — Faerie", cost="{1}{B}",
         abilities=(Triggered("At the beginning of your upkeep, you lose 1 life and create a 1/1 "
                              "black Faerie Rogue creature token with flying.", "your upkeep",
                              Effect((lose_life(YOU, 1), create_tokens("Faerie Rogue")))),),
         oracle=("At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie "
                 "Rogue creature token with flying.")),
    Card(name="Isochron Scepter", types="Artifact", cost="{2}",
         abilities=(
             Triggered("Imprint — When Isochron Scepter enters, you may exile an instant card "
                       "with mana value 2 or less from your hand.", "enters",
                       Effect((imprint_instant(),))),
             Activated("{2}, {T}: You may copy the exiled card. If you do, you may cast the copy "
                       "without paying its mana cost.", Effect((cast_imprinted_copy(),)),
                       cost="{2}", tap=True),
         ),
         sink=2,
         oracle=("Imprint — When Isochron Scepter enters, you may exile an instant card with mana "
                 "value 2 or less from your hand.\n{2}, {T}: You may copy the exiled card. If you "
                 "do, you may cast the copy without paying its mana cost.")),
    Card(name="Barren Glory", types="Enchantment", cost="{4}{W}{W}",
         abilities=(Triggered("At the beginning of your upkeep, if you control no permanents "
                              "other than Barren Glory and have no cards in hand, you win the "
                              "game.", "your upkeep", Effect((win_game(YOU),)),
                              condition="no other permanents and no cards in hand"),),
         oracle=("At the beginning of your upkeep, if you control no permanents other than "
                 "Barren Glory and have no cards in hand, you win the game.")),
    # Beyond the 118-card pool (core/threecb/data/cards-beyond-pool.json).
    Card(name="Skrelv's Hive", types="Enchantment", cost="{1}{W}",
         statics=(Static("corrupted: toxic lifelink"),),
         abilities=(Triggered("At the beginning of your upkeep, you lose 1 life and create a 1/1 "
                              "colorless Phyrexian Mite artifact creature token with toxic 1 and "
                              "\"This token can't block.\"", "your upkeep",
                              Effect((lose_life(YOU, 1), create_tokens("Phyrexian Mite")))),),
         oracle=("At the beginning of your upkeep, you lose 1 life and create a 1/1 colorless "
                 "Phyrexian Mite artifact creature token with toxic 1 and \"This token can't "
                 "block.\"\nCorrupted — As long as an opponent has three or more poison "
                 "counters, creatures you control with toxic have lifelink.")),
    Card(name="Retrofitter Foundry", types="Artifact", cost="{1}",
         abilities=(
             Activated("{3}: Untap this artifact.", Effect((untap(SELF),)), cost="{3}"),
             Activated("{2}, {T}: Create a 1/1 colorless Servo artifact creature token.",
                       Effect((create_tokens("Servo"),)), cost="{2}", tap=True),
             Activated("{1}, {T}, Sacrifice a Servo: Create a 1/1 colorless Thopter artifact "
                       "creature token with flying.", Effect((create_tokens("Thopter"),)),
                       cost="{1}", tap=True,
                       extra_costs=(ExtraCost("sacrifice creature of type", "Servo"),)),
             Activated("{T}, Sacrifice a Thopter: Create a 4/4 colorless Construct artifact "
                       "creature token.", Effect((create_tokens("Construct"),)), tap=True,
                       extra_costs=(ExtraCost("sacrifice creature of type", "Thopter"),)),
         ),
         sink=30,                        # {3}: untap, again and again
         oracle=("{3}: Untap this artifact.\n{2}, {T}: Create a 1/1 colorless Servo artifact "
                 "creature token.\n{1}, {T}, Sacrifice a Servo: Create a 1/1 colorless Thopter "
                 "artifact creature token with flying.\n{T}, Sacrifice a Thopter: Create a 4/4 "
                 "colorless Construct artifact creature token.")),
    # Planeswalkers (CR 306), beyond the pool.
    Card(name="Jace, Wielder of Mysteries", types="Legendary Planeswalker — Jace",
         cost="{1}{U}{U}{U}", loyalty=4,
         statics=(Static("empty library draw wins"),),
         abilities=(
             Activated("+1: Target player mills two cards. Draw a card.",
                       Effect((mill(TARGET_PLAYER, 2), draw(YOU, 1)),
                              targets=(Target("player"),)), loyalty=+1),
             Activated("−8: Draw seven cards. Then if your library has no cards in it, you "
                       "win the game.",
                       Effect((draw(YOU, 7), win_game_if_library_empty(YOU))), loyalty=-8),
         ),
         oracle=("If you would draw a card while your library has no cards in it, you win the "
                 "game instead.\n+1: Target player mills two cards. Draw a card.\n−8: Draw "
                 "seven cards. Then if your library has no cards in it, you win the game.")),
    Card(name="Vraska, Relic Seeker", types="Legendary Planeswalker — Vraska",
         cost="{4}{B}{G}", loyalty=6,
         abilities=(
             Activated("+2: Create a 2/2 black Pirate creature token with menace.",
                       Effect((create_tokens("Pirate"),)), loyalty=+2),
             # CR 608.2b: with its target gone, it does nothing (no Treasure either)
             Activated("−3: Destroy target artifact, creature, or enchantment. Create a Treasure "
                       "token.",
                       Effect((destroy(TARGET), create_tokens("Treasure")),
                              targets=(Target("artifact, creature, or enchantment"),)), loyalty=-3),
             # CR 119.5: setting a life total is gaining or losing the difference
             Activated("−10: Target player's life total becomes 1.",
                       Effect((lose_life(TARGET_PLAYER, TARGET_LIFE_ABOVE_ONE),),
                              targets=(Target("player"),)), loyalty=-10),
         ),
         oracle=("+2: Create a 2/2 black Pirate creature token with menace.\n−3: Destroy target "
                 "artifact, creature, or enchantment. Create a Treasure token. (It's an artifact "
                 "with \"{T}, Sacrifice this artifact: Add one mana of any color.\")\n−10: Target "
                 "player's life total becomes 1.")),
    Card(name="Chandra, Awakened Inferno", types="Legendary Planeswalker — Chandra",
         cost="{4}{R}{R}", loyalty=6, keywords=("can't be countered",),
         abilities=(
             Activated("+2: Each opponent gets an emblem with \"At the beginning of your upkeep, "
                       "this emblem deals 1 damage to you.\"",
                       Effect((get_emblem(OPPONENT),)), loyalty=+2),
             Activated("−3: Chandra, Awakened Inferno deals 3 damage to each non-Elemental "
                       "creature.",
                       Effect((deal_damage_each("creature not of type", 3, "Elemental"),)),
                       loyalty=-3),
             Activated("−X: Chandra, Awakened Inferno deals X damage to target creature or "
                       "planeswalker. If a permanent dealt damage this way would die this turn, "
                       "exile it instead.",
                       Effect((deal_damage_exile_if_dies(0, X),),
                              targets=(Target("creature or planeswalker"),)), loyalty="-X"),
             # The emblem's ability (CR 114.2: owned and controlled by the player who gets it; no
             # source on the battlefield), carried by the card that makes it
             Triggered("At the beginning of your upkeep, this emblem deals 1 damage to you.",
                       "emblem owner's upkeep", Effect((deal_damage(YOU, 1),))),
         ),
         oracle=("This spell can't be countered.\n+2: Each opponent gets an emblem with \"At the "
                 "beginning of your upkeep, this emblem deals 1 damage to you.\"\n−3: Chandra, "
                 "Awakened Inferno deals 3 damage to each non-Elemental creature.\n−X: Chandra, "
                 "Awakened Inferno deals X damage to target creature or planeswalker. If a "
                 "permanent dealt damage this way would die this turn, exile it instead.")),
    Card(name="Minsc & Boo, Timeless Heroes", types="Legendary Planeswalker — Minsc",
         cost="{2}{R}{G}", loyalty=3,
         abilities=(
             # One ability with two trigger events (CR 603.1): two triggers, each optional
             Triggered("When Minsc & Boo, Timeless Heroes enters, you may create Boo, a legendary "
                       "1/1 red Hamster creature token with trample and haste.", "enters",
                       Effect((create_tokens("Boo"),)), optional=True),
             Triggered("At the beginning of your upkeep, you may create Boo, a legendary 1/1 red "
                       "Hamster creature token with trample and haste.", "your upkeep",
                       Effect((create_tokens("Boo"),)), optional=True),
             # "up to one target" (CR 115.1, 601.2c): zero targets is a legal choice
             Activated("+1: Put three +1/+1 counters on up to one target creature with trample or "
                       "haste.",
                       Effect((add_counters(TARGET, "+1/+1", 3),),
                              targets=(Target("creature with trample or haste"),), min_targets=0),
                       loyalty=+1),
             # The sacrifice is made as the ability resolves; "when you do" is a reflexive
             # trigger (CR 603.12) that targets as it goes on the stack (CR 603.3d)
             Activated("−2: Sacrifice a creature. When you do, Minsc & Boo, Timeless Heroes deals "
                       "X damage to any target, where X is that creature's power. If the "
                       "sacrificed creature was a Hamster, draw X cards.",
                       Effect((sacrifice_when_you_do(YOU, "creature", "Hamster"),)), loyalty=-2),
             Triggered("When you do, Minsc & Boo, Timeless Heroes deals X damage to any target, "
                       "where X is that creature's power. If the sacrificed creature was a "
                       "Hamster, draw X cards.", "when you do",
                       Effect((deal_damage(TARGET, LAST_KNOWN_POWER), draw(YOU, X)),
                              targets=(Target("any target"),))),
         ),
         oracle=("When Minsc & Boo, Timeless Heroes enters and at the beginning of your upkeep, "
                 "you may create Boo, a legendary 1/1 red Hamster creature token with trample "
                 "and haste.\n+1: Put three +1/+1 counters on up to one target creature with "
                 "trample or haste.\n−2: Sacrifice a creature. When you do, Minsc & Boo, "
                 "Timeless Heroes deals X damage to any target, where X is that creature's "
                 "power. If the sacrificed creature was a Hamster, draw X cards.")),
    # "You may" (TB-8: a choice): the upkeep trigger asks yes/no as it resolves; the charge
    # counters stop at COUNTER_CAP (60, TB-8), so the game's states stay finite. The {T} ability
    # is instant speed; it puts the card onto the battlefield as Show and Tell does (no cast).
    Card(name="Aether Vial", types="Artifact", cost="{1}", counters="charge",
         abilities=(
             Triggered("At the beginning of your upkeep, you may put a charge counter on Aether "
                       "Vial.", "your upkeep", Effect((add_counters(SELF, "own", 1),)),
                       optional=True),
             Activated("{T}: You may put a creature card with mana value equal to the number of "
                       "charge counters on Aether Vial from your hand onto the battlefield.",
                       Effect((put_creature_with_mv_equal_to_counters(),)), tap=True),
         ),
         oracle=("At the beginning of your upkeep, you may put a charge counter on Aether Vial."
                 "\n{T}: You may put a creature card with mana value equal to the number of "
                 "charge counters on Aether Vial from your hand onto the battlefield.")),
    # The count is Ratchet Bomb's as it last existed on the battlefield (CR 608.2h): kept as the
    # ability is activated, before the sacrifice. TB-8: its counters stop one above the game's
    # largest mana value (S_MV_COUNTER_CAP), where every count does the same.
    Card(name="Ratchet Bomb", types="Artifact", cost="{2}", counters="charge",
         abilities=_counter_bomb("Ratchet Bomb", "a charge"),
         oracle=("{T}: Put a charge counter on Ratchet Bomb.\n{T}, Sacrifice Ratchet Bomb: "
                 "Destroy each nonland permanent with mana value equal to the number of charge "
                 "counters on Ratchet Bomb.")),
    # Ratchet Bomb's twin, with oil counters and a third ability. "Remove ten oil counters from
    # among permanents you control": from the Sylex alone, exact while no other card has oil
    # counters (the compiler checks). TB-8: that cost also sacrifices it, so its counters stop
    # at the greater of 10 and one above the game's largest mana value (S_MV_COUNTER_CAP).
    Card(name="The Filigree Sylex", types="Legendary Artifact", cost="{2}", counters="oil",
         abilities=_counter_bomb("The Filigree Sylex", "an oil") + (
             Activated("{T}, Remove ten oil counters from among permanents you control and "
                       "sacrifice The Filigree Sylex: It deals 10 damage to any target.",
                       Effect((deal_damage(TARGET, 10),), targets=(Target("any target"),)),
                       tap=True, sacrifice_self=True,
                       extra_costs=(ExtraCost("remove counters", 10),)),
         ),
         oracle=("{T}: Put an oil counter on The Filigree Sylex.\n{T}, Sacrifice The Filigree "
                 "Sylex: Destroy each nonland permanent with mana value equal to the number of "
                 "oil counters on The Filigree Sylex.\n{T}, Remove ten oil counters from among "
                 "permanents you control and sacrifice The Filigree Sylex: It deals 10 damage "
                 "to any target.")),
    # TB-3: the shuffle's order is chosen by the library owner's opponent (D_LIBRARY_ORDER).
    Card(name="Elixir of Immortality", types="Artifact", cost="{1}",
         abilities=(
             Activated("{2}, {T}: You gain 5 life. Shuffle Elixir of Immortality and your "
                       "graveyard into their owner's library.",
                       Effect((gain_life(YOU, 5), shuffle_self_and_graveyard_into_library())),
                       cost="{2}", tap=True),
         ),
         oracle=("{2}, {T}: You gain 5 life. Shuffle Elixir of Immortality and your graveyard "
                 "into their owner's library.")),
]

TOKENS = [
    Card(name="Boo", types="Legendary Creature — Hamster", power=1, toughness=1,
         color_indicator="R", keywords=("trample", "haste"), token=True,
         oracle="Trample, haste"),
    Card(name="Marit Lage", types="Legendary Creature — Avatar", power=20, toughness=20,
         color_indicator="B", keywords=("flying", "indestructible"), token=True,
         oracle="Flying, indestructible"),
    Card(name="Faerie Rogue", types="Creature — Faerie Rogue", power=1, toughness=1,
         color_indicator="B", keywords=("flying",), token=True, oracle="Flying"),
    Card(name="Phyrexian Goblin", types="Creature — Phyrexian Goblin", power=1, toughness=1,
         color_indicator="R", keywords=("haste",), token=True, oracle="Haste"),
    Card(name="Cat", types="Creature — Cat", power=1, toughness=1, color_indicator="W",
         token=True, oracle=""),
    # Hunted Horror's: protection from black (CR 702.16: not blocked by black creatures, no
    # damage from black sources, not the target of black spells or abilities of black sources)
    Card(name="Centaur", types="Creature — Centaur", power=3, toughness=3, color_indicator="G",
         keywords=("protection from black",), token=True, oracle="Protection from black"),
    Card(name="Rhino", types="Creature — Rhino", power=4, toughness=4, color_indicator="G",
         keywords=("trample",), token=True, oracle="Trample"),
    Card(name="Wurm", types="Creature — Wurm", power=5, toughness=5, color_indicator="G",
         keywords=("trample",), token=True, oracle="Trample"),
    Card(name="Insect", types="Creature — Insect", power=1, toughness=1, color_indicator="G",
         token=True, oracle=""),
    Card(name="Saproling", types="Creature — Saproling", power=1, toughness=1,
         color_indicator="G", token=True, oracle=""),
    Card(name="Urami", types="Legendary Creature — Demon Spirit", power=5, toughness=5,
         color_indicator="B", keywords=("flying",), token=True, oracle="Flying"),
    Card(name="Thopter", types="Artifact Creature — Thopter", power=1, toughness=1,
         keywords=("flying",), token=True, oracle="Flying"),
    Card(name="Servo", types="Artifact Creature — Servo", power=1, toughness=1, token=True,
         oracle=""),
    Card(name="Construct", types="Artifact Creature — Construct", power=4, toughness=4,
         token=True, oracle=""),
    Card(name="Phyrexian Mite", types="Artifact Creature — Phyrexian Mite", power=1, toughness=1,
         keywords=("can't block",), toxic=1, token=True,
         oracle="Toxic 1\nThis token can't block."),
    Card(name="Knight", types="Creature — Knight", power=2, toughness=2, color_indicator="W",
         keywords=("vigilance",), token=True, oracle="Vigilance"),
    # CR 111.10a: a colorless Treasure artifact token with "{T}, Sacrifice this token: Add one
    # mana of any color." (a mana ability, used while paying like Lotus Petal's)
    Card(name="Treasure", types="Artifact — Treasure", token=True,
         abilities=(Mana(kind="one color", amount=1, sacrifice=True,
                         text="{T}, Sacrifice Treasure: add one mana of any color"),),
         oracle="{T}, Sacrifice this token: Add one mana of any color."),
    Card(name="Spirit", types="Creature — Spirit", power=1, toughness=1, color_indicator="W",
         keywords=("flying",), token=True, oracle="Flying"),
    Card(name="Bird", types="Creature — Bird", power=1, toughness=1, color_indicator="W",
         keywords=("flying",), token=True, oracle="Flying"),
    # endure 1's token (CR 701.62a): "Spirit" in the game; a 1/1 white Spirit with no abilities
    Card(name="Spirit (endure 1)", types="Creature — Spirit", power=1, toughness=1,
         color_indicator="W", token=True, oracle=""),
    Card(name="Angel", types="Creature — Angel", power=4, toughness=4, color_indicator="W",
         keywords=("flying",), token=True, oracle="Flying"),
    Card(name="Pirate", types="Creature — Pirate", power=2, toughness=2, color_indicator="B",
         keywords=("menace",), token=True, oracle="Menace"),
    Card(name="Zombie", types="Creature — Zombie", power=2, toughness=2, color_indicator="B",
         token=True, oracle=""),
    # Urza's Saga's Construct (named "Construct" in the game; the engine keys tokens by name)
    Card(name="Construct (Urza's Saga)", types="Artifact Creature — Construct", power=0,
         toughness=0, token=True, keywords=("+1/+1 for each artifact you control",),
         oracle="This token gets +1/+1 for each artifact you control."),
]

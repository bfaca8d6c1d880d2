"""Lands of the pool: basics, fast mana lands, utility lands, depletion and storage lands,
manlands. Oracle texts as in ../shared/data/threecb-cardpool.json (checked against current
Oracle; differences are noted in `oracle_note`)."""
from core.threecb.language import (ACTIVE_PLAYER, DEFENDING_PLAYER, ITS_CONTROLLER, SELF, TARGET,
                                   Activated, Animation, Card,
                                   Effect, ExtraCost, Mana, Static, Target, Triggered,
                                   add_counters, animate, bounce, create_tokens, destroy,
                                   gain_life, if_not_paid, if_paid, pay, pump, remove_counter,
                                   sacrifice, search_basic_land, search_land_with_basic_land_type,
                                   tap, until_end_of_turn, untap, ExtraCost, YOU, gain_ability,
                                   search_library, exalted, deal_damage, return_permanent_to_hand,
                                   put_on_top_of_library, hideaway, play_hidden_card,
                                   tap_and_hold, you_may)


def _land_ruin(name: str, searches: str, first_searcher, second_searcher) -> Card:
    """A colorless land that sacrifices itself to destroy an opponent's nonbasic land, after
    which two players may each put a basic land from their library onto the battlefield."""
    ability = ("{2}, {T}, Sacrifice this land: Destroy target nonbasic land an opponent "
               "controls. " + searches)
    return Card(name=name, types="Land",
                abilities=(Mana(produce="{C}"),
                           Activated(ability,
                                     Effect((destroy(TARGET),
                                             search_basic_land(first_searcher, tapped=False),
                                             search_basic_land(second_searcher, tapped=False)),
                                            targets=(Target("nonbasic land an opponent controls"),)),
                                     cost="{2}", tap=True, sacrifice_self=True)),
                sink=2, oracle="{T}: Add {C}.\n" + ability)


def basic(name: str, land_type: str, mana: str) -> Card:
    # The mana ability comes from the basic land type (CR 305.6); the text is reminder text.
    return Card(name=name, types=f"Basic Land — {land_type}", oracle=f"({{T}}: Add {{{mana}}}.)")


def depletion(name: str, color: str) -> Card:
    return Card(
        name=name, types="Land", counters="depletion", etb=("tapped", ("counters", 2)),
        abilities=(Mana(kind="depletion", color=color, amount=2),),
        oracle=(f"{name} enters tapped with two depletion counters on it.\n{{T}}, Remove a "
                f"depletion counter from {name}: Add {{{color}}}{{{color}}}. If there are no "
                f"depletion counters on {name}, sacrifice it."))


def storage(name: str, color: str, this: str | None = None) -> Card:
    """A Fallen Empires storage land. `this`: how its Oracle text names it (the pool file's
    texts use the card's name; current Oracle says "this land")."""
    this = this or name
    return Card(
        name=name, types="Land", counters="storage", etb=("tapped",),
        statics=(Static("may not untap"),),
        abilities=(
            Triggered(f"At the beginning of your upkeep, if {this} is tapped, put a storage "
                      "counter on it.", "your upkeep", Effect((add_counters(SELF, "own", 1),)),
                      condition="this is tapped"),
            Mana(kind="per counter", color=color),
        ),
        oracle=(f"{this[0].upper()}{this[1:]} enters tapped.\nYou may choose not to untap {this} "
                f"during your untap step.\nAt the beginning of your upkeep, if {this} is tapped, "
                f"put a storage counter on it.\n{{T}}, Remove any number of storage counters "
                f"from {this}: Add {{{color}}} for each storage counter removed this way."))


def tap_storage(name: str, color: str) -> Card:
    """A Mercadian Masques storage land: {T} puts the counter on it (an activated ability that
    uses the stack, CR 602), instead of the upkeep trigger of the Fallen Empires ones."""
    return Card(
        name=name, types="Land", counters="storage", etb=("tapped",),
        abilities=(
            Activated("{T}: Put a storage counter on this land.",
                      Effect((add_counters(SELF, "own", 1),)), tap=True),
            Mana(kind="per counter", color=color),
        ),
        oracle=("This land enters tapped.\n{T}: Put a storage counter on this land.\n{T}, "
                "Remove any number of storage counters from this land: Add "
                f"{{{color}}} for each storage counter removed this way."))


def bounce_land(name: str, mana: str) -> Card:
    """A Ravnica bounce land (karoo). "Return a land you control" doesn't target (CR 115.10a):
    the land is chosen as the trigger resolves, the bounce land itself among them (alone, it
    returns itself). {T} adds both mana at once: one mana ability adding two (CR 605.1a)."""
    return Card(
        name=name, types="Land", etb=("tapped",),
        abilities=(
            Triggered("When this land enters, return a land you control to its owner's hand.",
                      "enters", Effect((return_permanent_to_hand(YOU, "land"),))),
            Mana(produce=mana),
        ),
        oracle=("This land enters tapped.\nWhen this land enters, return a land you control to "
                f"its owner's hand.\n{{T}}: Add {mana}."))


FACTORY = Animation(2, 2, types=("Artifact", "Creature"), creature_types=("Assembly-Worker",))
MUTAVAULT = Animation(2, 2, all_creature_types=True)
INKMOTH = Animation(1, 1, types=("Artifact", "Creature"), creature_types=("Phyrexian", "Blinkmoth"),
                    keywords=("flying", "infect"))
BLINKMOTH = Animation(1, 1, types=("Artifact", "Creature"), creature_types=("Blinkmoth",),
                      keywords=("flying",))
TREETOP = Animation(3, 3, creature_types=("Ape",), colors="G", keywords=("trample",))
BARRENS = Animation(0, 0, creature_types=("Elemental",))


def manland_animation(text: str, cost: str, animation: Animation) -> Activated:
    return Activated(text, Effect((animate(SELF, animation),)), cost=cost, animation=animation)


LANDS = [
    basic("Plains", "Plains", "W"),
    basic("Island", "Island", "U"),
    basic("Swamp", "Swamp", "B"),
    basic("Mountain", "Mountain", "R"),
    basic("Forest", "Forest", "G"),
    Card(name="Cathedral of War", types="Land", etb=("tapped",),
         abilities=(exalted(), Mana(produce="{C}")),
         oracle=("This land enters tapped.\nExalted (Whenever a creature you control attacks "
                 "alone, that creature gets +1/+1 until end of turn.)\n{T}: Add {C}.")),
    Card(name="Ancient Tomb", types="Land",
         abilities=(Mana(produce="{C}{C}", self_damage=2),),
         oracle="{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you."),
    Card(name="City of Traitors", types="Land",
         abilities=(
             Triggered("When you play another land, sacrifice City of Traitors.",
                       "you play another land", Effect((sacrifice(SELF),))),
             Mana(produce="{C}{C}"),
         ),
         oracle="When you play another land, sacrifice City of Traitors.\n{T}: Add {C}{C}."),
    Card(name="Crystal Vein", types="Land",
         abilities=(Mana(produce="{C}"), Mana(produce="{C}{C}", sacrifice=True)),
         oracle="{T}: Add {C}.\n{T}, Sacrifice Crystal Vein: Add {C}{C}."),
    Card(name="Karakas", types="Legendary Land",
         abilities=(
             Mana(produce="{W}"),
             Activated("{T}: Return target legendary creature to its owner's hand.",
                       Effect((bounce(TARGET),), targets=(Target("legendary creature"),)), tap=True),
         ),
         oracle="{T}: Add {W}.\n{T}: Return target legendary creature to its owner's hand."),
    Card(name="Maze of Ith", types="Land",
         abilities=(
             Activated("{T}: Untap target attacking creature. Prevent all combat damage that "
                       "would be dealt to and dealt by that creature this turn.",
                       Effect((untap(TARGET), until_end_of_turn(TARGET, "mazed")),
                              targets=(Target("attacking creature"),)), tap=True),
         ),
         oracle=("{T}: Untap target attacking creature. Prevent all combat damage that would be "
                 "dealt to and dealt by that creature this turn.")),
    Card(name="Mishra's Workshop", types="Land",
         abilities=(Mana(kind="workshop", amount=3, text="add {C}{C}{C} for artifact spells"),),
         oracle="{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells."),
    Card(name="The Tabernacle at Pendrell Vale", types="Legendary Land",
         statics=(Static("tabernacle"),),
         granted=Triggered("At the beginning of your upkeep, destroy this creature unless you "
                           "pay {1}.", "your upkeep",
                           Effect((pay("{1}", YOU), *if_not_paid(destroy(SELF))))),
         oracle=("All creatures have \"At the beginning of your upkeep, destroy this creature "
                 "unless you pay {1}.\"")),
    Card(name="Wasteland", types="Land",
         abilities=(
             Mana(produce="{C}"),
             Activated("{T}, Sacrifice Wasteland: Destroy target nonbasic land.",
                       Effect((destroy(TARGET),), targets=(Target("nonbasic land"),)),
                       tap=True, sacrifice_self=True),
         ),
         oracle="{T}: Add {C}.\n{T}, Sacrifice Wasteland: Destroy target nonbasic land."),
    Card(name="Strip Mine", types="Land",
         abilities=(
             Mana(produce="{C}"),
             Activated("{T}, Sacrifice Strip Mine: Destroy target land.",
                       Effect((destroy(TARGET),), targets=(Target("land"),)),
                       tap=True, sacrifice_self=True),
         ),
         oracle="{T}: Add {C}.\n{T}, Sacrifice Strip Mine: Destroy target land."),
    Card(name="Rishadan Port", types="Land",
         abilities=(
             Mana(produce="{C}"),
             Activated("{1}, {T}: Tap target land.", Effect((tap(TARGET),), targets=(Target("land"),)),
                       cost="{1}", tap=True),
         ),
         oracle="{T}: Add {C}.\n{1}, {T}: Tap target land.", sink=1),
    Card(name="Cavern of Souls", types="Land", etb=("choose creature type",),
         abilities=(Mana(produce="{C}"),
                    Mana(kind="cavern", text="add one mana of any colour for a creature spell "
                                             "of the chosen type (it can't be countered)")),
         oracle=("As Cavern of Souls enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one "
                 "mana of any color. Spend this mana only to cast a creature spell of the chosen "
                 "type, and that spell can't be countered.")),
    Card(name="Urborg, Tomb of Yawgmoth", types="Legendary Land",
         statics=(Static("lands are swamps"),),
         oracle="Each land is a Swamp in addition to its other land types."),
    Card(name="Dark Depths", types="Legendary Snow Land", counters="ice",
         etb=(("counters", 10),),
         abilities=(
             Activated("{3}: Remove an ice counter from Dark Depths.",
                       Effect((remove_counter(SELF, 1),)), cost="{3}", needs_counters=True),
             Triggered("When Dark Depths has no ice counters on it, sacrifice it. If you do, "
                       "create Marit Lage, a legendary 20/20 black Avatar creature token with "
                       "flying and indestructible.", "no ice counters",
                       Effect((sacrifice(SELF), *if_paid(create_tokens("Marit Lage"))))),
         ),
         sink=30,
         oracle=("Dark Depths enters with ten ice counters on it.\n{3}: Remove an ice counter "
                 "from Dark Depths.\nWhen Dark Depths has no ice counters on it, sacrifice it. If "
                 "you do, create Marit Lage, a legendary 20/20 black Avatar creature token with "
                 "flying and indestructible."),
         oracle_note=("The pool file says \"enters the battlefield with\"; current Oracle says "
                      "\"enters with\" (the 2024 template, the same rules).")),
    Card(name="Undiscovered Paradise", types="Land",
         abilities=(Mana(kind="one color", amount=1, return_at_untap=True,
                         text="add one mana of any colour (it returns to hand at your next untap)"),),
         oracle=("{T}: Add one mana of any color. During your next untap step, as you untap your "
                 "permanents, return Undiscovered Paradise to its owner's hand.")),
    Card(name="Sheltered Valley", types="Land", etb=("sole valley",),
         abilities=(
             Triggered("At the beginning of your upkeep, if you control three or fewer lands, "
                       "you gain 1 life.", "your upkeep", Effect((gain_life(YOU, 1),)),
                       condition="three or fewer lands"),
             Mana(produce="{C}"),
         ),
         oracle=("If Sheltered Valley would enter, instead sacrifice each other permanent named "
                 "Sheltered Valley you control, then put Sheltered Valley onto the battlefield.\n"
                 "At the beginning of your upkeep, if you control three or fewer lands, you gain 1 "
                 "life.\n{T}: Add {C}.")),
    Card(name="Tolarian Academy", types="Legendary Land",
         abilities=(Mana(kind="per artifact", color="U"),),
         oracle="{T}: Add {U} for each artifact you control."),
    depletion("Remote Farm", "W"),
    depletion("Hickory Woodlot", "G"),
    depletion("Peat Bog", "B"),
    depletion("Sandstone Needle", "R"),
    depletion("Saprazzan Skerry", "U"),
    storage("Icatian Store", "W"),
    storage("Sand Silos", "U"),
    storage("Dwarven Hold", "R"),
    storage("Bottomless Vault", "B"),
    # Cards beyond the 118-card pool (core/threecb/data/cards-beyond-pool.json), current Oracle.
    tap_storage("Saprazzan Cove", "U"),
    storage("Hollow Trees", "G", this="this land"),
    tap_storage("Fountain of Cho", "W"),
    tap_storage("Mercadian Bazaar", "R"),
    Card(name="Blooming Marsh", types="Land", etb=("tapped unless two or fewer other lands",),
         abilities=(Mana(produce="{B}"), Mana(produce="{G}")),
         oracle=("This land enters tapped unless you control two or fewer other lands.\n"
                 "{T}: Add {B} or {G}.")),
    Card(name="Tarnished Citadel", types="Land",
         abilities=(Mana(produce="{C}"),
                    Mana(kind="one color", self_damage=3,
                         text="add one mana of any colour (3 damage to you)")),
         oracle="{T}: Add {C}.\n{T}: Add one mana of any color. This land deals 3 damage to you."),
    Card(name="Ghost Quarter", types="Land",
         abilities=(
             Mana(produce="{C}"),
             Activated("{T}, Sacrifice this land: Destroy target land. Its controller may search "
                       "their library for a basic land card, put it onto the battlefield, then "
                       "shuffle.",
                       Effect((destroy(TARGET), search_basic_land(ITS_CONTROLLER, tapped=False)),
                              targets=(Target("land"),)),
                       tap=True, sacrifice_self=True),
         ),
         oracle=("{T}: Add {C}.\n{T}, Sacrifice this land: Destroy target land. Its controller "
                 "may search their library for a basic land card, put it onto the battlefield, "
                 "then shuffle.")),
    Card(name="Tomb of Urami", types="Legendary Land",
         abilities=(
             Mana(produce="{B}", self_damage=1, no_damage_with="Ogre",
                  text="add {B} (1 damage to you unless you control an Ogre)"),
             Activated("{2}{B}{B}, {T}, Sacrifice all lands you control: Create Urami, a "
                       "legendary 5/5 black Demon Spirit creature token with flying.",
                       Effect((create_tokens("Urami"),)), cost="{2}{B}{B}", tap=True,
                       extra_costs=(ExtraCost("sacrifice all lands"),)),
         ),
         sink=4,
         oracle=("{T}: Add {B}. Tomb of Urami deals 1 damage to you if you don't control an "
                 "Ogre.\n{2}{B}{B}, {T}, Sacrifice all lands you control: Create Urami, a "
                 "legendary 5/5 black Demon Spirit creature token with flying.")),
    Card(name="Mishra's Factory", types="Land",
         abilities=(
             Mana(produce="{C}"),
             manland_animation("{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact "
                               "creature until end of turn.", "{1}", FACTORY),
             Activated("{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.",
                       Effect((pump(TARGET, 1, 1),),
                              targets=(Target("creature of type", "Assembly-Worker"),)), tap=True),
         ),
         sink=1,
         oracle=("{T}: Add {C}.\n{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact "
                 "creature until end of turn. It's still a land.\n{T}: Target Assembly-Worker "
                 "creature gets +1/+1 until end of turn.")),
    Card(name="Mutavault", types="Land",
         abilities=(Mana(produce="{C}"),
                    manland_animation("{1}: Mutavault becomes a 2/2 creature with all creature "
                                      "types until end of turn.", "{1}", MUTAVAULT)),
         sink=1,
         oracle=("{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature types "
                 "until end of turn. It's still a land.")),
    Card(name="Inkmoth Nexus", types="Land",
         abilities=(Mana(produce="{C}"),
                    manland_animation("{1}: Inkmoth Nexus becomes a 1/1 Phyrexian Blinkmoth "
                                      "artifact creature with flying and infect until end of turn.",
                                      "{1}", INKMOTH)),
         sink=1,
         oracle=("{T}: Add {C}.\n{1}: Inkmoth Nexus becomes a 1/1 Phyrexian Blinkmoth artifact "
                 "creature with flying and infect until end of turn. It's still a land. (It deals "
                 "damage to creatures in the form of -1/-1 counters and to players in the form of "
                 "poison counters.)")),
    Card(name="Blinkmoth Nexus", types="Land",
         abilities=(
             Mana(produce="{C}"),
             manland_animation("{1}: Blinkmoth Nexus becomes a 1/1 Blinkmoth artifact creature "
                               "with flying until end of turn.", "{1}", BLINKMOTH),
             Activated("{1}, {T}: Target Blinkmoth creature gets +1/+1 until end of turn.",
                       Effect((pump(TARGET, 1, 1),),
                              targets=(Target("creature of type", "Blinkmoth"),)),
                       cost="{1}", tap=True),
         ),
         sink=2,
         oracle=("{T}: Add {C}.\n{1}: Blinkmoth Nexus becomes a 1/1 Blinkmoth artifact creature "
                 "with flying until end of turn. It's still a land.\n{1}, {T}: Target Blinkmoth "
                 "creature gets +1/+1 until end of turn.")),
    Card(name="Treetop Village", types="Land", etb=("tapped",),
         abilities=(Mana(produce="{G}"),
                    manland_animation("{1}{G}: Treetop Village becomes a 3/3 green Ape creature "
                                      "with trample until end of turn.", "{1}{G}", TREETOP)),
         sink=2,
         oracle=("Treetop Village enters tapped.\n{T}: Add {G}.\n{1}{G}: Treetop Village becomes "
                 "a 3/3 green Ape creature with trample until end of turn. It's still a land. (It "
                 "can deal excess combat damage to the player or planeswalker it's attacking.)")),
    Card(name="Keldon Megaliths", types="Land", etb=("tapped",),
         abilities=(Mana(produce="{R}"),
                    Activated("Hellbent — {1}{R}, {T}: This land deals 1 damage to any target. "
                              "Activate only if you have no cards in hand.",
                              Effect((deal_damage(TARGET, 1),), targets=(Target("any target"),)),
                              cost="{1}{R}", tap=True, hellbent=True)),
         sink=2,
         oracle=("This land enters tapped.\n{T}: Add {R}.\nHellbent — {1}{R}, {T}: This land "
                 "deals 1 damage to any target. Activate only if you have no cards in hand.")),
    Card(name="Dryad Arbor", types="Land Creature — Forest Dryad", power=1, toughness=1,
         color_indicator="G",
         oracle=("(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has "
                 "\"{T}: Add {G}.\")")),
    # Its mana ability comes from its land types (CR 305.6, 305.7); the text is reminder text.
    Card(name="Bayou", types="Land — Swamp Forest", oracle="({T}: Add {B} or {G}.)"),
    Card(name="Tundra", types="Land — Plains Island", oracle="({T}: Add {W} or {U}.)"),
    Card(name="Tropical Island", types="Land — Forest Island", oracle="({T}: Add {G} or {U}.)"),
    Card(name="Badlands", types="Land — Swamp Mountain", oracle="({T}: Add {B} or {R}.)"),
    Card(name="Pendelhaven", types="Legendary Land",
         abilities=(
             Mana(produce="{G}"),
             Activated("{T}: Target 1/1 creature gets +1/+2 until end of turn.",
                       Effect((pump(TARGET, 1, 2),), targets=(Target("1/1 creature"),)), tap=True),
         ),
         oracle="{T}: Add {G}.\n{T}: Target 1/1 creature gets +1/+2 until end of turn."),
    Card(name="Concealed Courtyard", types="Land", etb=("tapped unless two or fewer other lands",),
         abilities=(Mana(produce="{W}"), Mana(produce="{B}")),
         oracle=("This land enters tapped unless you control two or fewer other lands.\n"
                 "{T}: Add {W} or {B}.")),
    Card(name="Oboro, Palace in the Clouds", types="Legendary Land",
         abilities=(
             Mana(produce="{U}"),
             Activated("{1}: Return Oboro, Palace in the Clouds to its owner's hand.",
                       Effect((bounce(SELF),)), cost="{1}"),
         ),
         sink=1,
         oracle=("{T}: Add {U}.\n{1}: Return Oboro, Palace in the Clouds to its owner's hand.")),
    Card(name="Volatile Fault", types="Land — Cave",
         abilities=(
             Mana(produce="{C}"),
             Activated("{1}, {T}, Sacrifice this land: Destroy target nonbasic land an opponent "
                       "controls. That player may search their library for a basic land card, "
                       "put it onto the battlefield, then shuffle. You create a Treasure token.",
                       Effect((destroy(TARGET), search_basic_land(ITS_CONTROLLER, tapped=False),
                               create_tokens("Treasure")),
                              targets=(Target("nonbasic land an opponent controls"),)),
                       cost="{1}", tap=True, sacrifice_self=True),
         ),
         sink=1,
         oracle=("{T}: Add {C}.\n{1}, {T}, Sacrifice this land: Destroy target nonbasic land an "
                 "opponent controls. That player may search their library for a basic land card, "
                 "put it onto the battlefield, then shuffle. You create a Treasure token.")),
    Card(name="Underground River", types="Land",
         abilities=(Mana(produce="{C}"), Mana(produce="{U}", self_damage=1),
                    Mana(produce="{B}", self_damage=1)),
         oracle="{T}: Add {C}.\n{T}: Add {U} or {B}. This land deals 1 damage to you."),
    Card(name="Darksteel Citadel", types="Artifact Land", keywords=("indestructible",),
         abilities=(Mana(produce="{C}"),),
         oracle=("Indestructible (Effects that say \"destroy\" don't destroy this artifact.)\n"
                 "{T}: Add {C}.")),
    # "Each player searches": the active player first (CR 101.4; TB-3: choices made openly);
    # a search may find nothing (CR 701.23b), and in 3CB finds only what was put into the
    # library (TB-1).
    _land_ruin("Field of Ruin", "Each player searches their library for a basic land card, puts "
               "it onto the battlefield, then shuffles.", ACTIVE_PLAYER, DEFENDING_PLAYER),
    _land_ruin("Demolition Field", "That land's controller may search their library for a basic "
               "land card, put it onto the battlefield, then shuffle. You may search your "
               "library for a basic land card, put it onto the battlefield, then shuffle.",
               ITS_CONTROLLER, YOU),
    # "Put into a graveyard from the battlefield": any way it goes there (destroyed, sacrificed,
    # as a cost too: the Zombie comes before that ability resolves, the 2017-07-14 ruling), but
    # not exiled instead (Leyline of the Void); under Magus of the Moon it has no ability as it
    # leaves (CR 603.10a looks back).
    Card(name="Dunes of the Dead", types="Land — Desert",
         abilities=(
             Mana(produce="{C}"),
             Triggered("When this land is put into a graveyard from the battlefield, create a 2/2 "
                       "black Zombie creature token.", "put into a graveyard from the battlefield",
                       Effect((create_tokens("Zombie"),))),
         ),
         oracle=("{T}: Add {C}.\nWhen this land is put into a graveyard from the battlefield, "
                 "create a 2/2 black Zombie creature token.")),
    # Channel (CR 207.2c, an ability word): an activated ability of the card in its owner's hand
    # (CR 113.6), at instant speed, discarding it as a cost; reduced by {1} per legendary
    # creature its activator controls (CR 601.2f: generic mana only). "That player" is the
    # target's controller; an indestructible target stays, and its controller may still search.
    Card(name="Boseiju, Who Endures", types="Legendary Land",
         abilities=(
             Mana(produce="{G}"),
             Activated("Channel — {1}{G}, Discard this card: Destroy target artifact, enchantment, "
                       "or nonbasic land an opponent controls. That player may search their "
                       "library for a land card with a basic land type, put it onto the "
                       "battlefield, then shuffle. This ability costs {1} less to activate for "
                       "each legendary creature you control.",
                       Effect((destroy(TARGET),
                               search_land_with_basic_land_type(ITS_CONTROLLER, tapped=False)),
                              targets=(Target("artifact, enchantment, or nonbasic land an "
                                              "opponent controls"),)),
                       cost="{1}{G}", zone="hand", legend_discount=True,
                       extra_costs=(ExtraCost("discard this card"),)),
         ),
         sink=2,
         oracle=("{T}: Add {G}.\nChannel — {1}{G}, Discard this card: Destroy target artifact, "
                 "enchantment, or nonbasic land an opponent controls. That player may search their "
                 "library for a land card with a basic land type, put it onto the battlefield, "
                 "then shuffle. This ability costs {1} less to activate for each legendary "
                 "creature you control.")),
    # A Saga (CR 714) that is a land. Its chapters I and II make it gain abilities (granted 0 and
    # 1): it keeps them while on the battlefield, under Magus of the Moon too (CR 305.7: the type
    # change removes only the abilities of its rules text, the chapter abilities included, so it
    # then gets no more lore counters and is not sacrificed, CR 714.3b and 714.4 as of 2025).
    Card(name="Urza's Saga", types="Enchantment Land — Urza's Saga", counters="lore",
         abilities=(
             Triggered("I — This Saga gains \"{T}: Add {C}.\"", "chapter",
                       Effect((gain_ability(0),)), chapter=1),
             Triggered("II — This Saga gains \"{2}, {T}: Create a 0/0 colorless Construct "
                       "artifact creature token with 'This token gets +1/+1 for each artifact "
                       "you control.'\"", "chapter", Effect((gain_ability(1),)), chapter=2),
             Triggered("III — Search your library for an artifact card with mana cost {0} or "
                       "{1}, put it onto the battlefield, then shuffle.", "chapter",
                       Effect((search_library(YOU, "artifact card with mana cost {0} or {1}"),)),
                       chapter=3),
             Mana(produce="{C}", granted=0, text="add {C} (gained from chapter I)"),
             Activated("{2}, {T}: Create a 0/0 colorless Construct artifact creature token with "
                       "\"This token gets +1/+1 for each artifact you control.\"",
                       Effect((create_tokens("Construct (Urza's Saga)"),)), cost="{2}", tap=True,
                       granted=1),
         ),
         sink=2,
         oracle=("(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
                 "after III.)\nI — This Saga gains \"{T}: Add {C}.\"\nII — This Saga gains "
                 "\"{2}, {T}: Create a 0/0 colorless Construct artifact creature token with "
                 "'This token gets +1/+1 for each artifact you control.'\"\nIII — Search your "
                 "library for an artifact card with mana cost {0} or {1}, put it onto the "
                 "battlefield, then shuffle.")),
    bounce_land("Boros Garrison", "{R}{W}"),
    bounce_land("Izzet Boilerworks", "{U}{R}"),
    bounce_land("Azorius Chancery", "{W}{U}"),
    bounce_land("Gruul Turf", "{R}{G}"),
    # The card goes on top of its owner's library (CR 401.4) and is drawn at the next draw
    # step; a graveyard holds only its owner's cards (CR 404.2), so "your graveyard" is the
    # activator's own cards.
    # "As it enters, choose a color" (CR 614.12): Obj.choice = colour + 1 (static `choose
    # color`). The two-mana ability's mana goes to pool slot M_LAND with its colour; CR 109.2:
    # "land sources" are lands in any zone, so it pays a land's abilities on the battlefield and
    # a land card's in the hand (Boseiju's channel), never a spell. CR 106.4: it empties with
    # the rest of the pool at the end of the step.
    Card(name="Sunken Citadel", types="Land — Cave", etb=("tapped",),
         statics=(Static("choose color"),),
         abilities=(Mana(kind="chosen color", text="add one mana of the chosen colour"),
                    Mana(kind="land abilities only", amount=2,
                         text="add two mana of the chosen colour, for abilities of lands only")),
         oracle=("This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of "
                 "the chosen color.\n{T}: Add two mana of the chosen color. Spend this mana only "
                 "to activate abilities of land sources.")),
    Card(name="Academy Ruins", types="Legendary Land",
         abilities=(Mana(produce="{C}"),
                    Activated("{1}{U}, {T}: Put target artifact card from your graveyard on top "
                              "of your library.",
                              Effect((put_on_top_of_library(TARGET),),
                                     targets=(Target("artifact card in your graveyard"),)),
                              cost="{1}{U}", tap=True)),
         sink=2,
         oracle=("{T}: Add {C}.\n{1}{U}, {T}: Put target artifact card from your graveyard on "
                 "top of your library.")),
    Card(name="Shelldock Isle", types="Land", etb=("tapped",),
         abilities=(Triggered("Hideaway 4 (When this land enters, look at the top four cards of "
                              "your library, exile one face down, then put the rest on the "
                              "bottom in a random order.)", "enters", Effect((hideaway(4),))),
                    Mana(produce="{U}"),
                    Activated("{U}, {T}: You may play the exiled card without paying its mana "
                              "cost if a library has twenty or fewer cards in it.",
                              Effect((play_hidden_card(),)), cost="{U}", tap=True)),
         sink=1,
         oracle=("Hideaway 4 (When this land enters, look at the top four cards of your library, "
                 "exile one face down, then put the rest on the bottom in a random order.)\n"
                 "This land enters tapped.\n{T}: Add {U}.\n{U}, {T}: You may play the exiled "
                 "card without paying its mana cost if a library has twenty or fewer cards in "
                 "it.")),
    # "You may choose not to untap" is the storage lands' untap decision (CR 502.3); the hold
    # lasts while Ice Floe stays tapped (Obj.choice: the creature + 1, S_HOLDS_TAPPED).
    Card(name="Ice Floe", types="Land",
         statics=(Static("may not untap"), Static("holds tapped")),
         abilities=(Activated("{T}: Tap target creature without flying that's attacking you. It "
                              "doesn't untap during its controller's untap step for as long as "
                              "Ice Floe remains tapped.",
                              Effect((tap_and_hold(TARGET),),
                                     targets=(Target("creature without flying attacking you"),)),
                              tap=True),),
         oracle=("You may choose not to untap Ice Floe during your untap step.\n{T}: Tap target "
                 "creature without flying that's attacking you. It doesn't untap during its "
                 "controller's untap step for as long as Ice Floe remains tapped.")),
    # Its {4} puts two +1/+1 counters on it, then asks: become a 0/0 Elemental creature until end
    # of turn (CR 613.4b, then the counters, 613.4c)? The counters stay while it isn't a
    # creature (CR 122.1); not a manland ability (ABF_ANIMATE): activating it again always adds
    # counters. It can spend any amount of mana (`sink`: no storage cap below the engine's).
    Card(name="Crawling Barrens", types="Land",
         abilities=(
             Mana(produce="{C}"),
             Activated("{4}: Put two +1/+1 counters on this land. Then you may have it become a "
                       "0/0 Elemental creature until end of turn. It's still a land.",
                       Effect((add_counters(SELF, "+1/+1", 2), you_may(),
                               *if_paid(animate(SELF, BARRENS)))), cost="{4}"),
         ),
         sink=60,
         oracle=("{T}: Add {C}.\n{4}: Put two +1/+1 counters on this land. Then you may have it "
                 "become a 0/0 Elemental creature until end of turn. It's still a land.")),
    # "Loses all landwalk abilities until end of turn" (CR 702.14, layer 6: CR 613.1f): the
    # engine's landwalks are swampwalk and islandwalk; those it has, printed or gained earlier
    # this turn, are lost; one gained later (a later timestamp, CR 613.7a) stays (OE_NO_LANDWALK).
    # A creature without landwalk is still a legal target: the ability taps Hammerheim for it.
    Card(name="Hammerheim", types="Legendary Land",
         abilities=(
             Mana(produce="{R}"),
             Activated("{T}: Target creature loses all landwalk abilities until end of turn.",
                       Effect((until_end_of_turn(TARGET, "no landwalk"),),
                              targets=(Target("creature"),)), tap=True),
         ),
         oracle="{T}: Add {R}.\n{T}: Target creature loses all landwalk abilities until end of turn."),
]

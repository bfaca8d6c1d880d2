"""Fast mana: the Power Nine artifacts and their kin, Simian Spirit Guide, Dark Ritual."""
from core.threecb.language import (SELF, YOU, Card, Effect, ExtraCost, Mana, ManaFloat, Static,
                                   Suspend, Triggered, add_mana, deal_damage, flip_coin,
                                   if_not_paid, if_paid, pay, untap, suspend_triggers)


def mox(name: str, color: str) -> Card:
    return Card(name=name, types="Artifact", cost="{0}",
                abilities=(Mana(produce=f"{{{color}}}"),), oracle=f"{{T}}: Add {{{color}}}.")


MANA = [
    Card(name="Black Lotus", types="Artifact", cost="{0}",
         abilities=(Mana(kind="one color", amount=3, sacrifice=True,
                         text="{T}, Sacrifice Black Lotus: add three mana of any one color"),),
         oracle="{T}, Sacrifice Black Lotus: Add three mana of any one color."),
    mox("Mox Pearl", "W"),
    mox("Mox Sapphire", "U"),
    mox("Mox Jet", "B"),
    mox("Mox Ruby", "R"),
    mox("Mox Emerald", "G"),
    Card(name="Mana Crypt", types="Artifact", cost="{0}",
         abilities=(
             Triggered("At the beginning of your upkeep, flip a coin. If you lose the flip, Mana "
                       "Crypt deals 3 damage to you.", "your upkeep",
                       Effect((flip_coin(), *if_not_paid(deal_damage(YOU, 3))))),
             Mana(produce="{C}{C}"),
         ),
         oracle=("At the beginning of your upkeep, flip a coin. If you lose the flip, Mana Crypt "
                 "deals 3 damage to you.\n{T}: Add {C}{C}.")),
    Card(name="Sol Ring", types="Artifact", cost="{1}", abilities=(Mana(produce="{C}{C}"),),
         oracle="{T}: Add {C}{C}."),
    Card(name="Mana Vault", types="Artifact", cost="{1}", statics=(Static("doesn't untap"),),
         abilities=(
             # TB-8: the upkeep trigger only matters while Mana Vault is tapped.
             Triggered("At the beginning of your upkeep, you may pay {4}. If you do, untap this "
                       "artifact.", "your upkeep",
                       Effect((pay("{4}", YOU), *if_paid(untap(SELF)))), condition="this is tapped"),
             Triggered("At the beginning of your draw step, if this artifact is tapped, it deals 1 "
                       "damage to you.", "your draw step", Effect((deal_damage(YOU, 1),)),
                       condition="this is tapped"),
             Mana(produce="{C}{C}{C}"),
         ),
         sink=5,
         oracle=("This artifact doesn't untap during your untap step.\nAt the beginning of your "
                 "upkeep, you may pay {4}. If you do, untap this artifact.\nAt the beginning of "
                 "your draw step, if this artifact is tapped, it deals 1 damage to you.\n{T}: Add "
                 "{C}{C}{C}.")),
    Card(name="Lotus Petal", types="Artifact", cost="{0}",
         abilities=(Mana(kind="one color", amount=1, sacrifice=True,
                         text="{T}, Sacrifice Lotus Petal: add one mana of any color"),),
         oracle="{T}, Sacrifice Lotus Petal: Add one mana of any color."),
    Card(name="Lion's Eye Diamond", types="Artifact", cost="{0}",
         abilities=(ManaFloat("Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana "
                              "of any one color.", amount=3,
                              extra_costs=(ExtraCost("discard hand"),)),),
         oracle=("Discard your hand, Sacrifice Lion's Eye Diamond: Add three mana of any one "
                 "color. Activate only as an instant.")),
    Card(name="Lotus Bloom", types="Artifact", cost=None, counters="time",
         casts=(Suspend(3, "{0}"),),
         abilities=suspend_triggers() + (
             Mana(kind="one color", amount=3, sacrifice=True,
                  text="{T}, Sacrifice Lotus Bloom: add three mana of any one color"),
         ),
         oracle=("Suspend 3—{0} (Rather than cast this card from your hand, pay {0} and exile it "
                 "with three time counters on it. At the beginning of your upkeep, remove a time "
                 "counter. When the last is removed, you may cast it without paying its mana "
                 "cost.)\n{T}, Sacrifice Lotus Bloom: Add three mana of any one color.")),
    Card(name="Simian Spirit Guide", types="Creature — Ape Spirit", cost="{2}{R}", power=2,
         toughness=2,
         abilities=(Mana(kind="hand exile", color="R", tap=False,
                         text="exile Simian Spirit Guide from your hand: add {R}"),),
         oracle="Exile Simian Spirit Guide from your hand: Add {R}."),
    Card(name="Dark Ritual", types="Instant", cost="{B}",
         spell=Effect((add_mana(YOU, "B", 3),)), oracle="Add {B}{B}{B}."),
]

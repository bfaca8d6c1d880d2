"""The card language: every 3 Card Blind card is a `Card` built from these pieces, as data.

A card states its printed characteristics (cost, type line, power/toughness, keywords), what
its spell does (`spell=Effect(...)` or `Modal(...)`), its other ways to be cast (`AltCost`,
`Suspend`, `Flashback`), its `abilities` (`Activated`, `Triggered`, `Mana`, `ManaFloat`), its
`statics` and its replacement effects as it enters (`etb`). Effects are lists of instructions
built by the functions below (`deal_damage(TARGET, 3)`, `counter(TARGET)`, ...). The compiler
(core/threecb/compiler.py) turns all of it into the engine's tables; one interpreter in the
kernel runs every card. A new card is a new definition plus its test; the engine stays as is.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

# ---------------------------------------------------------------------------------------------
# Operands
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ObjRef:
    """An object an instruction acts on: a target slot, the source itself, "that spell"."""
    kind: str            # "target", "self", "ref", "chosen"
    slot: int = 0


@dataclass(frozen=True)
class PlayerRef:
    kind: str            # "controller", "opponent", "target", "target's controller", ...
    slot: int = 0


@dataclass(frozen=True)
class Value:
    """A number computed on resolution (X, a target's power, ...)."""
    kind: str
    slot: int = 0


TARGET = ObjRef("target", 0)
TARGET2 = ObjRef("target", 1)
SELF = ObjRef("self")
THAT_SPELL = ObjRef("ref")
# A leaves-the-battlefield trigger's `ref`: the card its source had exiled and kept linked
# (exile_from_hand(..., linked=True)); gone once that card has left exile (CR 400.7).
LINKED_CARD = ObjRef("ref")
YOU = PlayerRef("controller")
OPPONENT = PlayerRef("opponent")
TARGET_PLAYER = PlayerRef("target", 0)
ITS_CONTROLLER = PlayerRef("target's controller", 0)
SPELL_CONTROLLER = PlayerRef("ref's controller")
CHOSEN_PLAYER = PlayerRef("chosen")
DEFENDING_PLAYER = PlayerRef("defending")
ACTIVE_PLAYER = PlayerRef("active")    # the player whose turn it is ("that player" of an upkeep trigger)
OWNER = PlayerRef("owner")
X = Value("X")
MINUS_X = Value("minus X")           # -X: "gets -X/-X" (a pump's amount)
TARGET_POWER = Value("target power", 0)
LAST_KNOWN_POWER = Value("last known")
RACK_DAMAGE = Value("rack")
CREATURES_YOU_CONTROL = Value("creatures you control")
LAST_KNOWN_PLUS_COUNTERS = Value("last known +1/+1 counters")   # of a permanent that left (dies triggers)
# The greatest power among the creatures the effect's latest `sacrifice_permanents` sacrificed,
# as they last existed on the battlefield (0 if none): read it right after that instruction.
SACRIFICED_POWER = Value("sacrificed power")
# How many counters the effect's latest `remove_counters_up_to` removed: read it right after.
COUNTERS_REMOVED = Value("counters removed")
# The life of the player in target slot 0 minus 1, at least 0: "target player's life total
# becomes 1" is `lose_life(TARGET_PLAYER, TARGET_LIFE_ABOVE_ONE)` (CR 119.5).
TARGET_LIFE_ABOVE_ONE = Value("target life above one")
# "1 for each card fewer than three in [that player's] hand", that player being the active one
# (an "each opponent's upkeep" trigger: Stabwhisker the Odious)
ACTIVE_PLAYER_CARDS_FEWER_THAN_THREE = Value("active player's cards fewer than three")


@dataclass(frozen=True)
class Instr:
    """One instruction of an effect: an opcode name and its operands (compiled later)."""
    op: str
    args: tuple = ()


# ---------------------------------------------------------------------------------------------
# Instructions
# ---------------------------------------------------------------------------------------------
def deal_damage(to, amount) -> Instr:
    """`to`: a target slot (creature or player) or a PlayerRef."""
    return Instr("damage", (to, amount))


def deal_divided_damage() -> Instr:
    """Each target gets the amount divided to it as the spell was cast (CR 601.2d)."""
    return Instr("damage divided")


def damage_player_or_planeswalker(player, amount) -> Instr:
    """Deals `amount` damage to `player` or to a planeswalker they control: not a target; the
    effect's controller chooses as it resolves (Curse of the Pierced Heart)."""
    return Instr("damage player or planeswalker", (player, amount))


def gain_life(player, amount) -> Instr:
    return Instr("gain life", (player, amount))


def lose_life(player, amount) -> Instr:
    return Instr("lose life", (player, amount))


def set_life(player, amount) -> Instr:
    """The player's life total becomes `amount`: they gain or lose the difference (CR 119.5),
    so "whenever you gain life" and the like see it."""
    return Instr("set life", (player, amount))


def endure(obj, amount: int) -> Instr:
    """`obj` endures `amount` (CR 701.62a): its controller puts that many +1/+1 counters on it
    or creates an N/N white Spirit creature token (the token "Spirit (endure N)"); only the
    token if it is no longer on the battlefield."""
    return Instr("endure", (obj, amount))


def destroy(obj) -> Instr:
    return Instr("destroy", (obj,))


def exile(obj) -> Instr:
    return Instr("exile", (obj,))


def bounce(obj) -> Instr:
    """Return to its owner's hand."""
    return Instr("bounce", (obj,))


def put_on_top_of_library(obj) -> Instr:
    """A card in a graveyard goes on top of its owner's library."""
    return Instr("library top", (obj,))


def exile_until_source_leaves(obj) -> Instr:
    """Exile the permanent until this effect's source leaves the battlefield (CR 610.3: then it
    returns under its owner's control; if the source has already left, nothing is exiled)."""
    return Instr("exile until this leaves", (obj,))


def put_spell_on_top_or_bottom_of_library(obj) -> Instr:
    """The spell's owner puts it on their choice of the top or bottom of their library: it
    leaves the stack without being countered (Subtlety)."""
    return Instr("tuck spell", (obj,))


def sacrifice(obj) -> Instr:
    return Instr("sacrifice", (obj,))


def counter(obj, exile_it: bool = False) -> Instr:
    return Instr("counter", (obj, 1 if exile_it else 0))


def counter_unless_pays(obj, generic: int) -> Instr:
    """Counter the spell (or ability) unless its controller pays {generic}."""
    return Instr("counter unless", (obj, generic))


def pump(obj, power, toughness) -> Instr:
    """+power/+toughness until end of turn; each a constant or a Value (COUNTERS_REMOVED)."""
    return Instr("pump", (obj, power, toughness))


def add_counters(obj, kind: str, amount) -> Instr:
    """kind: "+1/+1", "-2/-1" or "own" (the card's own kind: level, ice, storage, ...)."""
    return Instr("add counters", (obj, kind, amount))


def distribute_counters(kind: str) -> Instr:
    """Each target gets the counters of `kind` divided to it as the spell was cast (CR 601.2d);
    the effect's `divide` is how many."""
    return Instr("counters divided", (kind,))


def add_counters_each(what: str, kind: str, amount) -> Instr:
    """Put counters on each permanent fitting `what` (a filter name) that the effect's
    controller controls, as it resolves."""
    return Instr("add counters each", (what, kind, amount))


def remove_counter(obj, amount=1) -> Instr:
    return Instr("remove counter", (obj, amount))


def remove_counters_up_to(obj, amount) -> Instr:
    """The effect's controller removes up to `amount` counters of any kinds from the permanent,
    choosing how many of each kind (Hex Parasite); COUNTERS_REMOVED is how many."""
    return Instr("remove up to", (obj, amount))


def remove_all_counters(obj) -> Instr:
    return Instr("remove all counters", (obj,))


def tap(obj) -> Instr:
    return Instr("tap", (obj,))


def tap_and_hold(obj) -> Instr:
    """Tap `obj`; "it doesn't untap during its controller's untap step for as long as [the
    source] remains tapped" (the source's Static("holds tapped"): Ice Floe). Nothing is held
    if the source is no longer tapped as this resolves (CR 611.2b)."""
    return Instr("tap and hold", (obj,))


def untap(obj) -> Instr:
    return Instr("untap", (obj,))


def doesnt_untap_next_untap_step(obj) -> Instr:
    """It doesn't untap during its controller's next untap step (Frost Titan)."""
    return Instr("skip next untap", (obj,))


def until_end_of_turn(obj, what: str) -> Instr:
    """what: "no abilities", "mazed" (combat damage to and by it prevented), "swampwalk",
    "islandwalk", "trample"."""
    return Instr("until end of turn", (obj, what))


def gain_keyword_of_choice(obj, keywords: tuple) -> Instr:
    """The effect's controller chooses one of `keywords` ("flying", "vigilance", "lifelink") as
    it resolves (CR 608.2d); the permanent gains it until end of turn (Steel Seraph)."""
    return Instr("gain keyword choice", (obj, tuple(keywords)))


def each_player_returns_all_named_from_graveyard() -> Instr:
    """Each player returns all cards with the source's name from their graveyard to the
    battlefield (Myr Servitor)."""
    return Instr("return all named")


def change_target(obj) -> Instr:
    """Change the target of `obj`, a spell with a single target, to another target legal for
    it, chosen by this effect's controller (CR 115.7); with none, it stays (Misdirection)."""
    return Instr("change target", (obj,))


def protection_of_choice(obj) -> Instr:
    return Instr("choose protection", (obj,))


def animate(obj, animation: "Animation") -> Instr:
    return Instr("animate", (obj, animation))


def create_tokens(token: str, amount=1, player=YOU) -> Instr:
    return Instr("create tokens", (token, amount, player))


def add_mana(player, mana: str, amount: int) -> Instr:
    """mana: "W", "U", "B", "R", "G" or "C"."""
    return Instr("add mana", (player, mana, amount))


def discard(player, what: str = "card", chooser: str = "player") -> Instr:
    """`player` discards one card fitting `what`, chosen by "player" or the effect's
    "controller" (who has seen the revealed hand, as Thoughtseize)."""
    return Instr("discard", (player, what, chooser))


def discard_cards(player, amount, chooser: str = "player") -> Instr:
    """`player` discards `amount` cards (CR 701.9a), chosen by "player", by the effect's
    "controller", or "random": "at random", which TB-3 makes a choice of the opponent of the
    effect's controller. A hand of no more cards than that is discarded whole."""
    return Instr("discard cards", (player, amount, chooser))


def each_player_discards_cards(amount, chooser: str = "player") -> Instr:
    """Each player discards `amount` cards (as `discard_cards`), the active player's choices
    first (CR 101.4, TB-3: openly)."""
    return Instr("each discards cards", (amount, chooser))


def each_reveals_card_lowest_creature_enters() -> Instr:
    """Each player chooses a card in their hand (TB-3: openly, the active player first), then
    each reveals it; the owner of each creature card revealed this way with the lowest mana
    value puts it onto the battlefield (Stronghold Gambit)."""
    return Instr("gambit")


def exile_from_hand(player, what: str, may: bool = False, spellbound: bool = False,
                    until_source_leaves: bool = False, linked: bool = False) -> Instr:
    """The effect's controller exiles a card fitting `what` from `player`'s hand; with
    `until_source_leaves`, it returns to its owner's hand when the source leaves the
    battlefield (CR 610.3). With `linked`, it stays exiled, but a source still on the
    battlefield remembers it: the source's leaves trigger refers to it as LINKED_CARD
    (CR 607.2a, Mesmeric Fiend)."""
    return Instr("exile from hand", (player, what, (1 if may else 0) | (2 if spellbound else 0)
                                     | (8 if until_source_leaves else 0) | (16 if linked else 0)))


def exile_from_hand_playable(player, what: str = "card", tax: int = 0) -> Instr:
    """`player` exiles a card fitting `what` from their hand, of their own choice, and may play
    it for as long as it remains exiled: a spell cast this way costs {tax} more, a land played
    this way enters tapped (Lightstall Inquisitor)."""
    return Instr("exile from hand playable", (player, what, tax))


def sacrifice_when_you_do(player, what: str, x_if_type: str | None = None) -> Instr:
    """"Sacrifice a <what>. When you do, ..." (CR 603.12): `player` sacrifices one `what` of
    their choice; if they do, this card's trigger on the event "when you do" (a reflexive
    trigger) triggers, its targets chosen as it goes on the stack. In that trigger,
    LAST_KNOWN_POWER is the sacrificed permanent's power as it last existed (CR 608.2h), and X
    is that power if it was a creature of type `x_if_type`, else 0 (Minsc & Boo's Hamster)."""
    return Instr("sacrifice, when you do", (player, what, x_if_type))


def sacrifice_permanents(player, what: str, count: int = 1) -> Instr:
    """`player` sacrifices `count` permanents fitting `what`, of their choice."""
    return Instr("sacrifice choice", (player, what, count))


def return_permanent_to_hand(player, what: str) -> Instr:
    """`player` returns a permanent they control fitting `what`, of their choice, to its owner's
    hand: not targeted (CR 115.10a), chosen as it resolves; the source itself may be chosen
    (the bounce lands: "return a land you control to its owner's hand")."""
    return Instr("return choice", (player, what))


def each_player_loses_life(amount) -> Instr:
    return Instr("each loses life", (amount,))


def each_player_discards() -> Instr:
    return Instr("each discards")


def each_player_sacrifices(what: str) -> Instr:
    return Instr("each sacrifices", (what,))


def show_and_tell() -> Instr:
    return Instr("show and tell")


def balance(creatures_before_cards: bool = False) -> Instr:
    """Balance: lands, then cards in hand, then creatures. Restore Balance's order is lands,
    creatures, then cards in hand (`creatures_before_cards`): it differs when a discard puts a
    creature onto the battlefield (Obstinate Baloth, Nullhide Ferox)."""
    return Instr("balance", (1,) if creatures_before_cards else ())


def flash_in_creature() -> Instr:
    return Instr("flash")


def put_creature_with_mv_equal_to_counters() -> Instr:
    """"You may put a creature card with mana value equal to the number of charge counters on
    [this] from your hand onto the battlefield" (Aether Vial). The count is the source's as the
    ability resolves, or as it last existed on the battlefield (CR 608.2h)."""
    return Instr("vial")


def destroy_each_nonland_with_mv_equal_to_counters() -> Instr:
    """"Destroy each nonland permanent with mana value equal to the number of <kind> counters on
    [this]" (Ratchet Bomb): the count is the source's as the ability resolves, or as it last
    existed on the battlefield (CR 608.2h: sacrificed as a cost)."""
    return Instr("destroy each mv counters")


def deal_damage_each(what: str, amount, arg=None) -> Instr:
    """Damage to each permanent fitting `what` (a filter name; `arg` a creature type for
    "creature not of type"), from the effect's source, as it resolves."""
    return Instr("damage each", (what, amount, arg))


def deal_damage_exile_if_dies(slot: int, amount) -> Instr:
    """Damage to the target creature or planeswalker in `slot`; if it is dealt damage this way,
    it is exiled instead if it would die this turn (Chandra, Awakened Inferno's -X)."""
    return Instr("damage exile if dies", (slot, amount))


def get_emblem(player) -> Instr:
    """The player gets an emblem (CR 114.2) whose ability is this card's trigger on the event
    "emblem owner's upkeep"; its triggers have no source and are controlled by that player."""
    return Instr("get emblem", (player,))


def draw(player, amount=1) -> Instr:
    return Instr("draw", (player, amount))


def extra_turn(player=YOU) -> Instr:
    return Instr("extra turn", (player,))


def win_if_devotion_covers_library() -> Instr:
    return Instr("win if devotion")


def shuffle_graveyard_into_library() -> Instr:
    return Instr("shuffle graveyard")


def shuffle_self_into_library() -> Instr:
    """The source card, if still in a graveyard, is shuffled into its owner's library."""
    return Instr("shuffle self")


def shuffle_self_and_graveyard_into_library() -> list:
    """"Shuffle [this] and your graveyard into their owner's library" (Elixir of Immortality):
    the source, if still on the battlefield, and the effect's controller's graveyard; a source
    owned by another player goes into its owner's library, shuffled on its own first."""
    return [Instr("shuffle self and graveyard", (0,)), Instr("shuffle self and graveyard", (1,))]


def reveal_top_land_to_hand(player) -> Instr:
    return Instr("reveal top land", (player,))


def search_basic_land(player, tapped: bool = True) -> Instr:
    """`player` may put a basic land card from their library onto the battlefield (tapped or
    not), then shuffles."""
    return Instr("search basic land", (player, 1 if tapped else 0))


def search_land_with_basic_land_type(player, tapped: bool = False) -> Instr:
    """`player` may put a land card with a basic land type (CR 205.3i: Plains, Island, Swamp,
    Mountain or Forest; a dual land too) from their library onto the battlefield, then
    shuffles (Boseiju, Who Endures)."""
    return Instr("search basic land", (player, 2 | (1 if tapped else 0)))


def search_library(player, what: str, tapped: bool = False) -> Instr:
    """`player` may put a card fitting `what` (a filter on cards) from their library onto the
    battlefield (tapped or not), then shuffles (Urza's Saga's chapter III)."""
    return Instr("search library", (player, what, 1 if tapped else 0))


def gain_ability(grant: int) -> Instr:
    """The source, if still on the battlefield, gains its ability with `granted=grant` for as
    long as it stays there (Urza's Saga's chapters I and II)."""
    return Instr("gain ability", (grant,))


def return_self_to_battlefield() -> Instr:
    return Instr("return self")


def sacrifice_self_unless_sacrifice(what: str) -> Instr:
    return Instr("sacrifice unless sacrifice", (what,))


def sacrifice_self_unless_power(total: int) -> Instr:
    return Instr("sacrifice unless power", (total,))


def pay(cost: str, player=YOU) -> Instr:
    """Ask `player` to pay `cost`; later `if_paid` / `if_not_paid` test the answer."""
    return Instr("pay", (cost, player))


def if_not_paid(*steps: Instr) -> list:
    """Run `steps` only if the last pay / coin / may answered no."""
    return [Instr("skip if", (1, len(steps))), *steps]


def if_paid(*steps: Instr) -> list:
    return [Instr("skip if", (0, len(steps))), *steps]


def lose_game(player) -> Instr:
    return Instr("lose game", (player,))


def link_land_type(obj) -> Instr:
    """Land `obj` gets the source's "linked land type" static (Static("linked land type", T):
    it is a T, CR 305.7) for as long as the source remains on the battlefield (CR 611.2b:
    nothing if it has already left), with this resolution's timestamp (CR 613.7a). Tide
    Shaper's "target land becomes an Island for as long as Tide Shaper remains on the
    battlefield"."""
    return Instr("link land type", (obj,))


def mill(player, amount) -> Instr:
    """`player` mills `amount` cards (CR 701.17a: the top cards of their library go to their
    graveyard; fewer if the library has fewer)."""
    return Instr("mill", (player, amount))


def win_game_if_library_empty(player=None) -> Instr:
    """"If your library has no cards in it, you win the game" (CR 104.2b), checked as the
    instruction runs (Jace, Wielder of Mysteries' -8)."""
    return Instr("win if library empty", (YOU if player is None else player,))


def win_game(player) -> Instr:
    """CR 104.2b: an effect says that a player wins the game."""
    return Instr("win game", (player,))


def flip_coin() -> Instr:
    """TB-3: the opponent of the controller decides the outcome; "paid" means won."""
    return Instr("coin")


def exile_and_gain_life(slot: int = 0) -> Instr:
    """Exile target creature; its controller gains life equal to its power."""
    return Instr("exile and gain", (slot,))


def destroy_creatures_entered_this_turn() -> Instr:
    return Instr("destroy new creatures")


def name_card_and_discard(player) -> Instr:
    return Instr("name and discard", (player,))


def imprint_instant() -> Instr:
    return Instr("imprint")


def hideaway(n: int) -> Instr:
    """Hideaway N (CR 702.75a): look at the top N cards of your library, exile one face down
    (linked to the source), put the rest on the bottom in a random order. A 3CB library holds
    at most its owner's three deck cards (TB-1), so N >= 3 always sees all of it."""
    if n < 3:
        raise ValueError("hideaway N < 3 would need the library's top cards only")
    return Instr("hideaway")


def play_hidden_card() -> Instr:
    """"You may play the exiled card without paying its mana cost" (the hideaway card)."""
    return Instr("play hidden")


def cast_imprinted_copy() -> Instr:
    return Instr("cast copy")


def remove_time_counter() -> Instr:
    return Instr("time counter")


def cast_suspended_card(optional: bool) -> Instr:
    return Instr("cast suspended", (1 if optional else 0,))


def cast_madness_card() -> Instr:
    """Madness's trigger (CR 702.35a): its owner may cast the exiled card for its madness cost;
    if they don't, it goes to their graveyard. The compiler adds it for a `Madness` cast."""
    return Instr("cast madness")


def become_the_monarch(player=YOU) -> Instr:
    """The player becomes the monarch (CR 724). A card with this instruction also carries the
    monarch's two inherent triggers (the compiler adds them): the monarch draws a card at the
    beginning of their end step; a creature dealing combat damage to the monarch makes its
    controller the monarch."""
    return Instr("become monarch", (player,))


def test_monarch(player=YOU) -> Instr:
    """Answers whether the player is the monarch, for a following `if_paid` (yes) or
    `if_not_paid` (no)."""
    return Instr("test monarch", (player,))


def return_from_exile_to_hand(obj) -> Instr:
    """The card, if it is still in exile, goes to its owner's hand (Mesmeric Fiend's leaves
    trigger, with LINKED_CARD)."""
    return Instr("return from exile", (obj,))


def ocelot_tokens(token: str) -> Instr:
    return Instr("ocelot", (token,))


def flip_if_no_cards_in_hand(player) -> Instr:
    """"Then if that player has no cards in hand, flip [this]" (CR 710.1): the source, still on
    the battlefield and not yet flipped, becomes its flipped face (`Card.flip`); it stays
    flipped while on the battlefield and leaves as the normal card (CR 710.4)."""
    return Instr("flip if no cards in hand", (player,))


def you_may(player=None) -> Instr:
    """Ask "you" (or `player`: "that player may") yes or no, for a following `if_paid`."""
    return Instr("may") if player is None else Instr("may", (player,))


def regenerate(obj) -> Instr:
    """Regenerate `obj` (CR 701.19a): the next time it would be destroyed this turn, instead
    remove all damage from it, tap it and remove it from combat; its "regenerates" triggers
    fire. Only a card's own self (Obj.choice counts its shields, capped)."""
    return Instr("regenerate", (obj,))


def schedule_next_upkeep(player=YOU) -> Instr:
    return Instr("schedule next upkeep", (player,))


def set_player_flag(player, flag: str) -> Instr:
    return Instr("player flag", (player, flag))


# ---------------------------------------------------------------------------------------------
# Targets, effects and abilities
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Target:
    """One target slot: what it may be (a filter name of the engine) and an argument."""
    what: str
    arg: Any = None


@dataclass(frozen=True)
class Effect:
    """What a spell or ability does: its targets and its instructions. `min_targets` slots must
    be filled (default: all of them); `divide` is damage divided among the targets."""
    steps: tuple
    targets: tuple = ()
    min_targets: int | None = None
    divide: int = 0

    def __post_init__(self):
        flat = []
        for step in self.steps:
            flat.extend(step if isinstance(step, list) else [step])
        object.__setattr__(self, "steps", tuple(flat))


@dataclass(frozen=True)
class Modal:
    """Choose one of the modes (CR 700.2), each an Effect with its own targets."""
    modes: tuple
    mode_texts: tuple


@dataclass(frozen=True)
class Animation:
    """What a manland becomes until end of turn (a layer 4 and 7b effect)."""
    power: int
    toughness: int
    types: tuple = ("Creature",)
    creature_types: tuple = ()
    all_creature_types: bool = False
    colors: str | None = None        # None: keeps its colours
    keywords: tuple = ()


@dataclass(frozen=True)
class Activated:
    text: str
    effect: Effect
    cost: str = ""                   # mana, e.g. "{1}{G}"
    tap: bool = False
    sacrifice_self: bool = False
    sorcery_speed: bool = False
    any_player: bool = False
    extra_costs: tuple = ()          # ExtraCost
    level_up: bool = False
    needs_counters: bool = False
    lose_abilities: bool = False
    animation: Animation | None = None
    # A loyalty ability (CR 606): its cost puts on (+N) or removes (-N) loyalty counters; it is
    # activated only at sorcery speed, and only one loyalty ability per permanent per turn.
    # "-X": X loyalty counters removed, X chosen up to those it has (CR 107.3); X in the effect.
    loyalty: int | str | None = None
    # Where it works from (CR 113.6): "battlefield", or "hand" for an ability whose cost
    # discards the card (channel: ExtraCost("discard this card")); its owner activates it.
    zone: str = "battlefield"
    # "This ability costs {1} less to activate for each legendary creature you control."
    legend_discount: bool = False
    # A gained ability (0-7): the permanent has it only once its own `gain_ability(granted)` has
    # resolved, and keeps it while on the battlefield, even if it loses its printed abilities
    # (Magus of the Moon: the gain applies in layer 6, after the type change, CR 305.7, 613.1f).
    granted: int | None = None
    # "Activate only once each turn." (CR 602.5b): at most one such ability per card (the
    # engine marks the permanent, OE_ONCE_USED, until the cleanup step).
    once_each_turn: bool = False
    # Hellbent ("Activate only if you have no cards in hand.", CR 602.5b): not offered while its
    # activator has a card in hand (ABF_HELLBENT).
    hellbent: bool = False


@dataclass(frozen=True)
class Triggered:
    text: str
    event: str                       # an event name of the engine
    effect: Effect | Modal           # Modal: "choose one —" (CR 700.2b, 603.3c)
    condition: str | None = None     # intervening "if" (CR 603.4)
    optional: bool = False
    chapter: int | None = None       # event "chapter": a Saga's chapter number (CR 714.2)


@dataclass(frozen=True)
class Mana:
    """A mana ability used while paying costs. kind: "fixed" (produce), "one color" (amount of
    any one colour), "per counter" (colour), "depletion" (colour, amount), "per artifact"
    (colour), "cavern", "workshop" (amount), "hand exile" (colour)."""
    kind: str = "fixed"
    produce: str = ""                # for "fixed": e.g. "{C}{C}"
    color: str = ""
    amount: int = 1
    tap: bool = True
    sacrifice: bool = False
    self_damage: int = 0
    no_damage_with: str | None = None  # no self damage while you control a creature of this type
    return_at_untap: bool = False
    text: str = ""
    granted: int | None = None       # a gained mana ability, as Activated.granted


@dataclass(frozen=True)
class ManaFloat:
    """A mana ability used on its own (Lion's Eye Diamond must be used before casting)."""
    text: str
    amount: int
    extra_costs: tuple = ()
    sacrifice_self: bool = True


@dataclass(frozen=True)
class ExtraCost:
    """A cost that isn't mana: "exile card of color" (arg colour), "pay life" (arg), "return land
    type" (arg land type), "sacrifice creature", "sacrifice creature of type" (arg creature
    type), "discard hand", "discard card of land type" (arg land type) and "discard another
    card" (Foil), "sacrifice all lands" (paid
    after the mana, so the lands can tap for it first), "remove X +1/+1 counters" (from the
    source; X is chosen up to the counters it has, and X in the effect is that number),
    "discard this card" (an ability of a card in hand: channel), "remove +1/+1 counters" (arg of
    them from the source: Walking Ballista's "Remove a +1/+1 counter from ..."), "exile card of
    color with mana value X" (arg colour; Sickening Shoal: X is announced, then a card of that
    colour with mana value X is exiled from the hand), "discard card at random" (paid after the
    mana, CR 601.2g-h; TB-3: the caster's opponent picks the card), "remove counters" (arg of the
    card's own kind from the source: The Filigree Sylex's "Remove ten oil counters from ...")."""
    kind: str
    arg: Any = None


@dataclass(frozen=True)
class AltCost:
    """Another way to cast the card (CR 118.9): mana (or none) plus extra costs."""
    text: str
    cost: str = ""
    extra_costs: tuple = ()
    not_your_turn: bool = False
    evoke: bool = False


@dataclass(frozen=True)
class CastFrom:
    """The card may also be cast from `zone` ("exile": Misthollow Griffin) for its mana cost,
    by its owner, with the usual timing."""
    zone: str


@dataclass(frozen=True)
class Prototype:
    """Prototype (CR 702.160, 718): the card may be cast with this mana cost; then the spell and
    the permanent it becomes have that cost, its colour and mana value, and this power and
    toughness. Not an alternative cost (CR 702.160a); in every other zone, the normal card."""
    cost: str
    power: int
    toughness: int


@dataclass(frozen=True)
class Kicker:
    """Kicker [cost] (CR 702.33): an optional additional cost; a play option of its own, "cast
    <card> with kicker", whose cost is the mana cost plus `cost` (not an alternative cost, so
    increases apply as usual, CR 601.2f). The permanent it becomes fires "enters kicked"
    (CR 702.33d: "if it was kicked"); put onto the battlefield otherwise, it isn't kicked."""
    cost: str


@dataclass(frozen=True)
class Madness:
    """Madness [cost] (CR 702.35): if its owner would discard it, it is discarded into exile
    instead, and a trigger lets them cast it by paying `cost` and `extra_costs` (an alternative
    cost, CR 702.35b, with no timing restriction) or else put it into their graveyard."""
    cost: str
    extra_costs: tuple = ()


@dataclass(frozen=True)
class Overload:
    """Overload [cost] (CR 702.96): an alternative cost (702.96a); a spell cast for it has
    `spell`, the card's effect with each "target" read "each", and so no targets (702.96b)."""
    cost: str
    spell: Effect


@dataclass(frozen=True)
class Embalm:
    """Embalm [cost] (CR 702.128a): an activated ability of the card in its owner's graveyard,
    "[cost], Exile this card from your graveyard: Create a token that's a copy of it, except
    it's a white Zombie [its other types] with no mana cost. Activate only as a sorcery." The
    token copy is its own token definition, `embalmed_token(card)`, derived from the card."""
    cost: str


@dataclass(frozen=True)
class Suspend:
    time_counters: int
    cost: str


def suspend_triggers(after_cast: str = "") -> tuple[Triggered, Triggered]:
    """A suspend card's two triggered abilities (CR 702.62a): a time counter removed at each of
    its owner's upkeeps while it is suspended; when the last is removed, its owner may cast it
    without paying its mana cost. `after_cast` is more text for the second (a creature's haste)."""
    cast_text = ("When the last time counter is removed, you may cast it without paying its mana "
                 "cost." + (" " + after_cast if after_cast else ""))
    return (Triggered("At the beginning of your upkeep, remove a time counter from it.",
                      "your upkeep while suspended", Effect((remove_time_counter(),))),
            Triggered(cast_text, "last time counter removed",
                      Effect((cast_suspended_card(optional=True),))))


@dataclass(frozen=True)
class Flashback:
    extra_costs: tuple
    cost: str = ""


@dataclass(frozen=True)
class Static:
    name: str                        # a static ability name of the engine
    arg: Any = None


@dataclass(frozen=True)
class LevelBand:
    minimum: int
    power: int
    toughness: int
    keywords: tuple = ()


@dataclass(frozen=True)
class Card:
    name: str
    oracle: str
    types: str                       # the type line, e.g. "Artifact Creature — Phyrexian Imp"
    cost: str | None = None          # None: no mana cost (lands, suspend-only cards)
    power: int | None = None
    toughness: int | None = None
    color_indicator: str | None = None
    keywords: tuple = ()
    ward: int = 0
    toxic: int = 0                   # toxic N (CR 702.164): N poison counters with combat damage
    counters: str | None = None
    loyalty: int | None = None       # a planeswalker's printed loyalty (CR 306.5b)
    spell: Effect | Modal | None = None
    additional_costs: tuple = ()     # ExtraCost: "As an additional cost to cast this spell, ..."
                                     # (CR 601.2f), on its normal cast and on free casts of it
    casts: tuple = ()                # AltCost, Suspend, Flashback, CastFrom, Prototype, Madness,
                                     # Kicker,
                                     # Overload, Embalm
    abilities: tuple = ()            # Activated, Triggered, Mana, ManaFloat
    statics: tuple = ()
    etb: tuple = ()                  # "tapped", ("counters", n), "x counters", ...
    levels: tuple = ()
    opening: str | None = None       # "leyline", "reveal forge", "reveal annex"
    granted: Triggered | None = None # Tabernacle: the ability it gives every creature
    token: bool = False
    oracle_note: str = ""            # where the card pool's text differs from current Oracle
    sink: int | None = None          # mana it can use in a turn (TB-8 storage cap); default MV
    flip: str | None = None          # a flip card (CR 710): the name of its flipped face, a card
                                     # definition of its own (cards.FLIPPED_FACES)

    @property
    def type_words(self) -> tuple[list[str], list[str]]:
        """(supertypes and card types, subtypes) of the type line."""
        left, _, right = self.types.partition("—")
        return left.split(), right.split()


# ---------------------------------------------------------------------------------------------
# Token copies of cards
# ---------------------------------------------------------------------------------------------
def embalmed_token_name(card: Card) -> str:
    """The engine's name for the token embalm makes of `card` (its name in the game is the
    card's, CR 707.2; the definition needs one of its own)."""
    return f"{card.name} (embalmed token)"


def embalmed_token(card: Card) -> Card:
    """The token embalm creates (CR 702.128a, 707.9b): a copy of the card, except that it is
    white, a Zombie in addition to its other creature types, and has no mana cost (so mana
    value 0, CR 202.3a). A copy of a card in a graveyard copies its printed characteristics
    (CR 707.2), so the token is known when the cards are compiled. Its own embalm is left out:
    it works only from a graveyard (CR 702.128a), where a token ceases to exist before anyone
    could activate anything (CR 111.7, 704.5d)."""
    left, _, right = card.types.partition("—")
    subtypes = ["Zombie"] + [t for t in right.split() if t != "Zombie"]
    return replace(card, name=embalmed_token_name(card), cost=None, color_indicator="W",
                   types=f"{left.strip()} — {' '.join(subtypes)}", token=True,
                   casts=tuple(c for c in card.casts if not isinstance(c, Embalm)),
                   oracle_note="", sink=None)


# ---------------------------------------------------------------------------------------------
# Keyword abilities defined as triggered abilities
# ---------------------------------------------------------------------------------------------
THAT_CREATURE = ObjRef("ref")      # the creature a "whenever a creature ..." trigger names


def exalted() -> Triggered:
    """Exalted (CR 702.83a): "Whenever a creature you control attacks alone, that creature gets
    +1/+1 until end of turn." A creature attacks alone if it's the only creature declared as an
    attacker (CR 702.83b); each instance triggers on its own. Any permanent may have it."""
    return Triggered("Exalted (Whenever a creature you control attacks alone, that creature gets "
                     "+1/+1 until end of turn.)", "a creature you control attacks alone",
                     Effect((pump(THAT_CREATURE, 1, 1),)))

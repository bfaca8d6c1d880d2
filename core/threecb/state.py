"""The 3 Card Blind state: the generic compiled GameState plus 3CB's views and rendering."""
from __future__ import annotations

from fastcore import threecb as _kernel
from fastcore.state import GameState

from core.threecb import layout, render
from core.threecb.pool import card_name


class ThreeCBState(GameState):
    """A 3 Card Blind state. All rules run in fastcore.threecb; see core.api for the protocol."""

    __slots__ = ()

    def action_to_string(self, action: int) -> str:
        return render.action_to_string(self, action)

    def __str__(self) -> str:
        return render.board(self)

    def narrate(self, action: int, after: "ThreeCBState") -> list[str]:
        """Readable lines for what `action`, applied to this state, did (giving `after`)."""
        return render.narrate(self, after, action)

    def __repr__(self) -> str:
        f = self.fields
        return (f"<ThreeCBState turn={int(f['turn_number'])} step={layout.STEPS[int(f['step'])]} "
                f"decision={layout.DECISIONS[int(f['decision'])]} player={self.current_player()}>")

    @property
    def fields(self):
        """The buffer as named fields (a writable zero-copy view)."""
        return layout.fields(self)

    def canonical_hash(self) -> int:
        """The solver's transposition key (equal for states equal up to identical cards)."""
        return _kernel.canonical_hash(self)

    def with_turn_limit(self, turns: int) -> "ThreeCBState":
        """A copy whose game is drawn once `turns` more turns have begun: the same game cut
        off, in which a win is a win forced within those turns (search.solver's `auto` looks
        for such wins). The turn counter is then part of the canonical hash."""
        if isinstance(turns, bool) or not isinstance(turns, int) or turns < 1:
            raise ValueError(f"turns must be a positive int, got {turns!r}")
        limited = self.clone()
        cut = int(self.fields["turn_number"]) + turns
        already = int(self.fields["turn_limit"])
        limited.fields["turn_limit"] = min(cut, already) if already > 0 else cut
        return limited

    # --- views ------------------------------------------------------------------------------
    def objects_in(self, zone: str, player: int | None = None) -> list[int]:
        """Object slots in `zone` ("hand", "battlefield", ...) of `player` (owner for hidden
        zones, controller on the battlefield), or of both."""
        code = layout.CODES["zones"][zone]
        objects = self.fields["objects"]
        out = []
        for i in range(layout.MAX_OBJECTS):
            o = objects[i]
            if int(o["zone"]) != code:
                continue
            who = int(o["controller"] if zone == "battlefield" else o["owner"])
            if player is None or who == player:
                out.append(i)
        return out

    def names_in(self, zone: str, player: int | None = None) -> list[str]:
        return sorted(self.name_of(i) for i in self.objects_in(zone, player))

    def library(self, player: int) -> list[str]:
        """The names in `player`'s library, top first."""
        objects = self.fields["objects"]
        cards = sorted(self.objects_in("library", player), key=lambda i: int(objects[i]["lib_pos"]))
        return [self.name_of(i) for i in cards]

    def name_of(self, obj: int) -> str:
        return card_name(int(self.fields["objects"][obj]["card"]))

    def find(self, name: str, zone: str | None = None, player: int | None = None) -> int:
        """The first object called `name` (in `zone`, of `player`); ValueError if none."""
        for i in range(layout.MAX_OBJECTS):
            o = self.fields["objects"][i]
            if int(o["zone"]) == 0 or self.name_of(i) != name:
                continue
            if zone is not None and int(o["zone"]) != layout.CODES["zones"][zone]:
                continue
            if player is not None and int(o["controller"]) != player:
                continue
            return i
        raise ValueError(f"no {name!r}" + (f" in {zone}" if zone else ""))

    def view(self, obj: int) -> dict:
        """An object's current characteristics (power, toughness, keywords, ...)."""
        return _kernel.object_view(self, obj)

    def keywords(self, obj: int) -> set[str]:
        """The keywords `obj` has now ("flying", "haste", ...)."""
        return _names_of_bits(layout.CODES["keywords"], int(self.view(obj)["keywords"]))

    def flags(self, obj: int) -> set[str]:
        """`obj`'s status flags ("tapped", "token", "attacking", ...)."""
        return _names_of_bits(layout.CODES["object_flags"], int(self.fields["objects"][obj]["flags"]))

    def player_flags(self, player: int) -> set[str]:
        """`player`'s flags ("city's blessing", "cast a spell", ...)."""
        return _names_of_bits(layout.CODES["player_flags"], int(self.fields["players"][player]["flags"]))

    def life(self, player: int) -> int:
        return int(self.fields["players"][player]["life"])

    def poison(self, player: int) -> int:
        return int(self.fields["players"][player]["poison"])

    @property
    def winner(self):
        """0 or 1, "draw", or None while the game runs."""
        w = int(self.fields["winner"])
        return None if w < 0 else ("draw" if w == 2 else w)

    @property
    def step(self) -> str:
        return layout.STEPS[int(self.fields["step"])]

    @property
    def decision(self) -> str:
        return layout.DECISIONS[int(self.fields["decision"])]

    # --- the protocol's views for the conformance suite ----------------------------------------
    def zones(self) -> dict[str, list[int]]:
        """Where every object is: hand0/1, library0/1, battlefield, stack, graveyard0/1, exile."""
        zones = {}
        for zone in ("hand", "library", "graveyard"):
            for p in range(2):
                zones[f"{zone}{p}"] = self.objects_in(zone, p)
        for zone in ("battlefield", "stack", "exile"):
            zones[zone] = self.objects_in(zone)
        return zones

    def unknown_cards(self, player: int) -> set[int]:
        """Nothing: both hands are public and nothing is hidden (TB-3)."""
        self._check_player(player)
        return set()


def _names_of_bits(codes: dict[str, int], bits: int) -> set[str]:
    return {name for name, bit in codes.items() if bits & bit}

"""The Unstable Unicorns state: the generic compiled GameState plus its text rendering."""
from fastcore import unicorns as _kernel
from fastcore.state import GameState

from core.unicorns import layout, render


class UnicornsState(GameState):
    """An Unstable Unicorns state. All rules run in fastcore.unicorns; see core.api."""

    __slots__ = ()

    def action_to_string(self, action: int) -> str:
        return render.action_to_string(self, action)

    def __str__(self) -> str:
        return render.board(self)

    def narrate(self, action: int, after: "UnicornsState") -> list[str]:
        """Readable lines for what `action`, applied to this state, did (giving `after`)."""
        return render.narrate(self, after, action)

    def __repr__(self) -> str:
        f = self.fields
        return (f"<UnicornsState players={int(f['num_players'])} turn={int(f['turn_count'])} "
                f"phase={self.phase} player={self.current_player()}>")

    @property
    def fields(self):
        """The buffer as named fields (a writable zero-copy view)."""
        return layout.fields(self)

    @property
    def phase(self) -> str:
        """The pending decision's name, e.g. "action", "poll", "target", "terminal"."""
        return layout.PHASES[int(self.fields["phase"])]

    def hand(self, player: int) -> list[int]:
        """The cards (ids) in a player's hand, in increasing order."""
        self._check_player(player)
        return layout.card_set(self.fields["hand"][player])

    def stable(self, player: int) -> list[int]:
        self._check_player(player)
        return layout.card_set(self.fields["stable"][player])

    def unicorns(self, player: int) -> int:
        """The unicorns that count for `player` (UU-1)."""
        self._check_player(player)
        return _kernel.unicorns_of(self, player)

    def zones(self) -> dict[str, list[int]]:
        """Where every card is: hand0.., stable0.., deck, discard, nursery, stack."""
        f = self.fields
        n = self.num_players
        zones = {f"hand{p}": layout.card_set(f["hand"][p]) for p in range(n)}
        zones.update({f"stable{p}": layout.card_set(f["stable"][p]) for p in range(n)})
        zones["deck"] = layout.card_set(f["deck"])
        zones["discard"] = layout.card_set(f["discard"])
        zones["nursery"] = layout.card_set(f["nursery"])
        zones["stack"] = [int(c) for c in f["stack_card"][: int(f["stack_len"])]]
        return zones

    def unknown_cards(self, player: int) -> set[int]:
        """The cards whose identity `player` does not know (UU-12): the deck and the other
        hands, except cards they were shown. determinize(player) re-deals exactly these."""
        self._check_player(player)
        f = self.fields
        known = set(layout.card_set(f["known"][player]))
        hidden = set(layout.card_set(f["deck"]))
        for q in range(self.num_players):
            if q != player:
                hidden |= set(layout.card_set(f["hand"][q]))
        return hidden - known

    @property
    def winner(self):
        """The winning player, or None (game running, or nobody won)."""
        w = int(self.fields["winner"])
        return None if w < 0 else w

    @property
    def end_reason(self) -> str:
        """"running", "unicorns", "deck_out" or "turn_cap"."""
        return layout.END_REASONS[int(self.fields["end_reason"])]

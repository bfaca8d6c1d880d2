"""The King Taco state: the generic compiled GameState plus King Taco's text rendering."""
from fastcore.state import GameState

from core.kingtaco import layout, render


class KingTacoState(GameState):
    """A King Taco state. All rules run in fastcore.kingtaco; see core.api for the protocol."""

    __slots__ = ()

    def action_to_string(self, action: int) -> str:
        return render.action_to_string(self, action)

    def __str__(self) -> str:
        return render.board(self)

    def narrate(self, action: int, after: "KingTacoState") -> list[str]:
        """Readable lines for what `action`, applied to this state, did (giving `after`)."""
        return render.narrate(self, after, action)

    def __repr__(self) -> str:
        f = self.fields
        return (f"<KingTacoState players={int(f['num_players'])} turn={int(f['turn_count'])} "
                f"phase={layout.PHASES[int(f['phase'])]} player={self.current_player()}>")

    @property
    def fields(self):
        """The buffer as named fields (a writable zero-copy view)."""
        return layout.fields(self)

    def hand(self, player: int) -> list[int]:
        """The cards (ids) in a player's hand, in increasing order."""
        self._check_player(player)
        return layout.card_set(self.fields["hand"][player])

    def zones(self) -> dict[str, list[int]]:
        """Where every card is: hand0..handN, deck, discard (under the top), top, stack."""
        f = self.fields
        zones = {f"hand{p}": layout.card_set(f["hand"][p]) for p in range(self.num_players)}
        zones["deck"] = layout.card_set(f["deck"])
        zones["discard"] = layout.card_set(f["discard_rest"])
        zones["top"] = [int(f["top_card"])] if int(f["top_card"]) >= 0 else []
        zones["stack"] = [c for c, _, _ in render.stack_entries(f)]
        return zones

    def unknown_cards(self, player: int) -> set[int]:
        """The cards whose place `player` cannot see (KT-39): other hands' unrevealed cards
        and the deck. determinize(player) re-deals exactly these."""
        self._check_player(player)
        f = self.fields
        revealed = set(layout.card_set(f["revealed"]))
        hidden = set(layout.card_set(f["deck"]))
        for q in range(self.num_players):
            if q != player:
                hidden |= set(layout.card_set(f["hand"][q])) - revealed
        return hidden

    @property
    def winner(self):
        """The winning player, or None (game running, or ended by the turn cap)."""
        w = int(self.fields["winner"])
        return None if w < 0 else w

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

    @property
    def winner(self):
        """The winning player, or None (game running, or ended by the turn cap)."""
        w = int(self.fields["winner"])
        return None if w < 0 else w

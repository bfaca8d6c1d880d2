"""cardtree's games: rules as data plus the Python-facing Game/State API (see core.api)."""
from core.api import TERMINAL, Game, load_game, register_game, registered_games
from core import kingtaco, nim, unicorns

__all__ = ["TERMINAL", "Game", "load_game", "register_game", "registered_games", "kingtaco",
           "nim", "unicorns"]

"""Nim: a tiny perfect-information game for testing searchers against known optimal play."""
from core.nim.game import NimGame, NimState

__all__ = ["NimGame", "NimState"]

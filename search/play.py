"""Playing games between agents."""
from __future__ import annotations


def play_game(game, agents, seed: int = 0, observer=None) -> list[float]:
    """Plays one game of `game` with agents[p] in seat p; returns the returns.

    `observer(before, action, after)`, if given, is called after every action (the CLI's
    --verbose narration uses it).
    """
    if len(agents) != game.num_players:
        raise ValueError(f"{game.name} with {game.num_players} players needs "
                         f"{game.num_players} agents, got {len(agents)}")
    for agent in agents:
        if hasattr(agent, "reset"):
            agent.reset()
    state = game.new_initial_state(seed)
    while not state.is_terminal():
        player = state.current_player()
        action = agents[player].step(state)
        before = state.clone() if observer else None
        state.apply_action(action)
        if observer:
            observer(before, action, state)
    return state.returns()

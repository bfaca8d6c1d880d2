"""The play options of the priority decision posed last are remembered for listing them
(fastcore/threecb_priority_memo.pxi). The memo must change no list: in the state the engine
just posed (where the memo holds the list) and in any other state (where it must not)."""
import random

from fastcore import threecb

from threecb_helpers import new_game

# Creature lands, instants and activated abilities: priority decisions with several options.
PRIORITY_DECKS = [
    ("Chancellor of the Forge, Leyline of Sanctity, Pyrokinesis",
     "Mishra's Factory, The Rack, Wasteland"),
    ("Inkmoth Nexus, Luminarch Aspirant, Mox Pearl",
     "Mox Pearl, Rishadan Port, Thalia, Guardian of Thraben"),
    ("Black Lotus, Leyline of Anticipation, Thassa's Oracle",
     "Island, Mox Sapphire, Thassa's Oracle"),
]


def priority_positions_and_lists(seed: int, games: int = 30) -> tuple[list, list]:
    """Random games: every state with a priority decision, and its options as listed right
    after the engine posed it."""
    rng, positions, lists = random.Random(seed), [], []
    for deck_a, deck_b in PRIORITY_DECKS:
        for game in range(games):
            state = new_game(deck_a, deck_b, turn_limit=12)
            while not state.is_terminal():
                legal = state.legal_actions()
                if state.decision == "priority":
                    positions.append(state.clone())
                    lists.append(legal)
                state.apply_action(rng.choice(legal))
    return positions, lists


def test_priority_options_are_the_same_with_or_without_the_memo():
    positions, listed_when_posed = priority_positions_and_lists(seed=3)
    assert len(positions) >= 1000
    assert sum(len(legal) > 2 for legal in listed_when_posed) >= 100
    # Listed in another order, each position is asked while the memo holds another's list.
    order = list(range(len(positions)))
    random.Random(4).shuffle(order)
    listed_out_of_order = {i: positions[i].legal_actions() for i in order}
    was_on = threecb.remember_priority_lists(False)
    try:
        listed_afresh = [state.legal_actions() for state in positions]
    finally:
        threecb.remember_priority_lists(was_on)
    assert was_on
    assert listed_when_posed == listed_afresh
    assert [listed_out_of_order[i] for i in range(len(positions))] == listed_afresh

"""The options of the decision posed last are remembered for listing and applying them
(fastcore/threecb_options_memo.pxi). The memo must change no list and no move: in the state the
engine just posed (where the memo holds the list) and in any other state (where it must not)."""
import random

from fastcore import threecb

from threecb_helpers import new_game

# Creature lands, instants, activated abilities and targets: priority decisions with several
# options, and target, cost and block decisions.
DECKS = [
    ("Chancellor of the Forge, Leyline of Sanctity, Pyrokinesis",
     "Mishra's Factory, The Rack, Wasteland"),
    ("Inkmoth Nexus, Luminarch Aspirant, Mox Pearl",
     "Mox Pearl, Rishadan Port, Thalia, Guardian of Thraben"),
    ("Black Lotus, Leyline of Anticipation, Thassa's Oracle",
     "Island, Mox Sapphire, Thassa's Oracle"),
    ("Mountain, Goblin Guide, Lightning Bolt", "Dismember, Forest, Hexdrinker"),
    ("Bottomless Vault, Emrakul, the Aeons Torn, Smallpox",
     "Crashing Footfalls, Dismember, Forest"),
]


def decision_positions_and_lists(seed: int, games: int = 30) -> tuple[list, list]:
    """Random games: every state with a decision, and its options as listed right after the
    engine posed it."""
    rng, positions, lists = random.Random(seed), [], []
    for deck_a, deck_b in DECKS:
        for game in range(games):
            state = new_game(deck_a, deck_b, turn_limit=12)
            while not state.is_terminal():
                legal = state.legal_actions()
                positions.append(state.clone())
                lists.append(legal)
                state.apply_action(rng.choice(legal))
    return positions, lists


def test_options_are_the_same_with_or_without_the_memo():
    positions, listed_when_posed = decision_positions_and_lists(seed=3)
    kinds = [state.decision for state in positions]
    assert kinds.count("priority") >= 1000
    assert sum(len(legal) > 2 for legal in listed_when_posed) >= 100
    assert sum(kind == "target" and len(legal) > 1
               for kind, legal in zip(kinds, listed_when_posed)) >= 50
    # Listed in another order, each position is asked while the memo holds another's list.
    order = list(range(len(positions)))
    random.Random(4).shuffle(order)
    listed_out_of_order = {i: positions[i].legal_actions() for i in order}
    was_on = threecb.remember_option_lists(False)
    try:
        listed_afresh = [state.legal_actions() for state in positions]
    finally:
        threecb.remember_option_lists(was_on)
    assert was_on
    assert listed_when_posed == listed_afresh
    assert [listed_out_of_order[i] for i in range(len(positions))] == listed_afresh


def test_every_option_of_a_decision_leads_where_it_does_without_the_memo():
    """Applying an option of a non-priority decision by its index reads the remembered list
    while the memo holds the state (right after the engine posed it): each option, applied to
    a copy of that state, gives the state it gives with the memo off."""

    def successors(on):
        was_on = threecb.remember_option_lists(on)
        try:
            rng, found = random.Random(5), []
            for deck_a, deck_b in DECKS:
                for game in range(8):
                    state = new_game(deck_a, deck_b, turn_limit=12)
                    while not state.is_terminal():
                        legal = state.legal_actions()
                        if state.decision != "priority" and len(legal) > 1:
                            for action in legal:       # the first finds the memo holding state
                                child = state.clone()
                                child.apply_action(action)
                                found.append(child.buffer.tobytes())
                        state.apply_action(rng.choice(legal))
            return found
        finally:
            threecb.remember_option_lists(was_on)

    with_memo = successors(True)
    assert len(with_memo) >= 100
    assert with_memo == successors(False)

"""Queen Bee Unicorn: Basic Unicorn cards cannot enter any other player's Stable."""
from uu_helpers import act, build_position, hand, play, stable, yes


def test_basic_unicorns_can_only_enter_the_queens_stable():
    state = build_position(3, hands={0: ["Basic Unicorn", "Rhinocorn"]}, stables={1: ["Queen Bee Unicorn"]})
    act(state, "Basic Unicorn")
    assert state.legal_actions() == [126 + 1]    # only into P1's Stable
    magic = build_position(3, hands={0: ["Rhinocorn"]}, stables={1: ["Queen Bee Unicorn"]})
    act(magic, "Rhinocorn")
    assert len(magic.legal_actions()) == 3       # other unicorns go anywhere


def test_queen_bee_blocks_bringing_a_basic_unicorn():
    state = build_position(3, hands={0: ["Rainbow Unicorn", "Basic Unicorn"]},
                           stables={1: ["Queen Bee Unicorn"]}, plays=2)
    play(state, "Rainbow Unicorn")
    yes(state)                                   # asked: the hand is hidden from the others
    assert state.phase == "action" and hand(state, 0) == ["Basic Unicorn"]
    assert stable(state, 0) == ["Rainbow Unicorn"]


def test_the_queens_owner_may_still_receive_basic_unicorns():
    state = build_position(3, hands={1: ["Basic Unicorn"]}, stables={1: ["Queen Bee Unicorn"]}, turn=1)
    play(state, "Basic Unicorn")
    assert stable(state, 1) == ["Basic Unicorn", "Queen Bee Unicorn"]

"""Extra Tail: you must have a Basic Unicorn in your Stable to play this card. If it is in your
Stable at the beginning of your turn, you may DRAW an extra card."""
from uu_helpers import act, build_position, hand, no, yes


def test_extra_tail_needs_a_basic_unicorn_to_be_played():
    without = build_position(3, hands={0: ["Extra Tail"]}, stables={0: ["Rhinocorn"]})
    assert without.legal_actions() == [136]
    with_basic = build_position(3, hands={0: ["Extra Tail"]}, stables={0: ["Narwhal"]})
    act(with_basic, "Extra Tail")
    assert with_basic.phase == "stable"


def test_extra_tail_draws_an_extra_card_in_the_draw_phase():
    state = build_position(3, stables={0: ["Extra Tail", "Basic Unicorn"]}, start="beginning_of_turn")
    yes(state)
    assert len(hand(state, 0)) == 2
    declined = build_position(3, stables={0: ["Extra Tail", "Basic Unicorn"]}, start="beginning_of_turn")
    no(declined)
    assert len(hand(declined, 0)) == 1


def test_extra_tail_draws_nothing_when_rhinocorn_skips_the_draw_phase():
    state = build_position(3, stables={0: ["Extra Tail", "Rhinocorn"], 1: ["Narwhal"]},
                           start="beginning_of_turn")
    yes(state)                                   # Rhinocorn comes first (card order)
    act(state, "Narwhal")
    yes(state)                                   # Extra Tail
    assert hand(state, 0) == [] and int(state.fields["turn_player"]) == 1

"""Rule tests for NOPE: KT-25..KT-27 (docs/kingtaco-rules.md).

Every test lists every hand explicitly (no random fillers), so who is asked what is fixed.
Unless a test says otherwise: four players, top card "green 1", empty playability slot,
direction +1, player 0 to play, everyone 4 mana, and only the named players hold NOPEs.
"""
from core.kingtaco import card_id, card_name
from core.kingtaco.layout import A_ALLOW, A_DECLINE, A_TARGET, PHASES
from core.kingtaco.position import build_position


# --- helpers (phase/hand_names/play copied from tests/kingtaco/conftest.py) ------------------
def phase(state) -> str:
    return PHASES[int(state.fields["phase"])]


def hand_names(state, player) -> list[str]:
    return sorted(card_name(c) for c in state.hand(player))


def play(state, name):
    state.apply_action(card_id(name))


def ids(names) -> list[int]:
    return [card_id(n) for n in names]


def legal(state) -> list[int]:
    return sorted(state.legal_actions())


def cards_then(names, *extra) -> list[int]:
    return sorted(ids(names) + list(extra))


def hand_counts(state) -> list[int]:
    return [int(x) for x in state.fields["hand_count"][:4]]


def timeouts(state) -> list[int]:
    return [int(x) for x in state.fields["timeout"][:4]]


def decline_polls(state) -> list[int]:
    """Declines every pending NOPE poll; returns the players asked, in order."""
    asked = []
    while phase(state) == "nope_poll":
        asked.append(state.current_player())
        state.apply_action(A_DECLINE)
    return asked


def expect_decision(state, name, player):
    assert (phase(state), state.current_player()) == (name, player), str(state)


FILL = {0: ["red 2", "red 3"], 1: ["yellow 2", "yellow 3"], 2: ["cyan 2", "cyan 3"],
        3: ["magenta 2", "magenta 3"]}


def position(extra=None, *, mana=None, top="green 1", **kwargs):
    """Four players; hand p = FILL[p] + extra[p]; everyone 4 mana unless `mana` says otherwise."""
    extra = extra or {}
    hands = {p: FILL[p] + list(extra.get(p, [])) for p in range(4)}
    full_mana = {p: 4 for p in range(4)}
    full_mana.update(mana or {})
    return build_position(4, hands=hands, top=top, mana=full_mana, **kwargs)


# =============================================================================================
# KT-25: NOPE cancels the stack under it; further NOPEs flip that; -- is the exception
# =============================================================================================
def test_kt25_one_nope_cancels_a_plus2_stack_allower_plays_on():
    s = position({0: ["green += 2"], 1: ["green NOPE"], 2: ["green 4"]})
    play(s, "green += 2")
    expect_decision(s, "respond", 1)
    play(s, "green NOPE")
    assert decline_polls(s) == []
    expect_decision(s, "respond", 2)
    assert legal(s) == [A_ALLOW]                      # only a NOPE could go on a NOPE
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 3, 2]             # nobody draws
    assert timeouts(s) == [0, 0, 0, 0]
    assert int(s.fields["stack_len"]) == 0
    expect_decision(s, "play", 2)                     # not hit: P2's turn goes on
    assert legal(s) == ids(["green 4"])              # (the NOPE row is forbidden, KT-20)


def test_kt25_allower_of_a_cancelled_stack_may_not_play_a_nope_but_may_play_the_cancelled_kind():
    s = position({0: ["green += 2"], 1: ["green NOPE"], 2: ["WILD += 2", "blue NOPE"]})
    play(s, "green += 2")
    assert decline_polls(s) == [2]
    play(s, "green NOPE")
    expect_decision(s, "respond", 2)
    assert legal(s) == cards_then(["blue NOPE"], A_ALLOW)
    s.apply_action(A_ALLOW)
    expect_decision(s, "play", 2)
    # the allowed stack ended in a NOPE: its row accepts only NOPE (KT-20)
    assert legal(s) == ids(["WILD += 2"])


def test_kt25_one_nope_cancels_a_skip_stack():
    s = position({0: ["green skip"], 1: ["green NOPE"], 2: ["green 4"]})
    play(s, "green skip")
    play(s, "green NOPE")
    expect_decision(s, "respond", 2)
    s.apply_action(A_ALLOW)
    assert timeouts(s) == [0, 0, 0, 0]
    expect_decision(s, "play", 2)


def test_kt25_nope_cancels_the_stackers_own_penalties_but_not_a_reversal():
    # += 2, inverse (P1 would sit out 1 turn), NOPE by P0 who answers after the reversal
    s = position({0: ["green += 2", "blue NOPE"], 1: ["green inverse"], 3: ["magenta 4"]})
    play(s, "green += 2")
    play(s, "green inverse")
    expect_decision(s, "respond", 0)
    play(s, "blue NOPE")
    expect_decision(s, "respond", 3)
    s.apply_action(A_ALLOW)
    assert timeouts(s) == [0, 0, 0, 0]
    assert hand_counts(s) == [2, 2, 2, 3]
    assert int(s.fields["direction"]) == -1
    expect_decision(s, "play", 3)
    # += 2 on a skip: the stacker's own draw of 2 is cancelled too
    s = position({0: ["green skip"], 1: ["green += 2"], 2: ["green NOPE"]})
    play(s, "green skip")
    assert decline_polls(s) == [2]
    play(s, "green += 2")
    play(s, "green NOPE")
    expect_decision(s, "respond", 3)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 2, 2]
    assert timeouts(s) == [0, 0, 0, 0]
    expect_decision(s, "play", 3)


def test_kt25_two_nopes_restore_the_stack():
    s = position({0: ["green += 2"], 1: ["green NOPE"], 2: ["blue NOPE"]})
    play(s, "green += 2")
    assert decline_polls(s) == [2]                    # P2 holds a NOPE
    play(s, "green NOPE")
    assert decline_polls(s) == []
    expect_decision(s, "respond", 2)
    assert legal(s) == cards_then(["blue NOPE"], A_ALLOW)
    play(s, "blue NOPE")
    assert decline_polls(s) == []
    expect_decision(s, "respond", 3)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 2, 4]             # restored: the allower draws 2
    expect_decision(s, "play", 0)


def test_kt25_three_nopes_cancel_again():
    s = position({0: ["green += 2"], 1: ["green NOPE"], 2: ["blue NOPE"], 3: ["red NOPE"]})
    play(s, "green += 2")
    assert decline_polls(s) == [2, 3]
    play(s, "green NOPE")                             # P1
    assert decline_polls(s) == [3]
    play(s, "blue NOPE")                              # P2
    assert decline_polls(s) == []
    expect_decision(s, "respond", 3)
    play(s, "red NOPE")                               # P3
    assert decline_polls(s) == []
    expect_decision(s, "respond", 0)
    assert int(s.fields["stack_nopes"]) == 3
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 2, 2]             # cancelled: P0 draws nothing
    expect_decision(s, "play", 0)                     # and plays on


def test_kt25_nope_on_minus_stack_resets_count_to_one_and_takes_the_discard():
    s = position({0: ["green --"], 1: ["blue --", "yellow 4"], 2: ["green NOPE", "cyan 4"]})
    play(s, "green --")
    assert decline_polls(s) == [2]
    play(s, "blue --")                                # P1: count 2, P1 discards
    assert int(s.fields["stack_count"]) == 2
    undisturbed = s.clone()
    expect_decision(s, "respond", 2)
    play(s, "green NOPE")                             # P2: count back to 1, P2 discards
    assert int(s.fields["stack_count"]) == 1
    expect_decision(s, "respond", 3)
    assert legal(s) == [A_ALLOW]
    s.apply_action(A_ALLOW)
    expect_decision(s, "discard", 2)                  # not cancelled: the discard happens
    assert legal(s) == cards_then(["cyan 2", "cyan 3", "cyan 4"])
    play(s, "cyan 4")
    assert hand_names(s, 2) == ["cyan 2", "cyan 3"]   # exactly one card
    expect_decision(s, "play", 3)                     # the allower plays on
    # without the NOPE: P1 discards 2
    undisturbed.apply_action(A_ALLOW)
    expect_decision(undisturbed, "discard", 1)
    assert int(undisturbed.fields["discards_left"]) == 2


# =============================================================================================
# KT-26: out-of-turn NOPEs and the polling order
# =============================================================================================
def test_kt26_polling_order_new_round_after_a_nope_and_responder_unchanged():
    s = position({0: ["green += 2", "red NOPE"], 2: ["blue NOPE"], 3: ["yellow NOPE"]})
    play(s, "green += 2")
    # P0 added it, P1 answers next: P2 then P3 are asked.
    expect_decision(s, "nope_poll", 2)
    assert legal(s) == cards_then(["blue NOPE"], A_DECLINE)
    s.apply_action(A_DECLINE)
    expect_decision(s, "nope_poll", 3)
    assert legal(s) == cards_then(["yellow NOPE"], A_DECLINE)
    play(s, "yellow NOPE")
    assert int(s.fields["mana"][3]) == 1
    assert int(s.fields["stack_len"]) == 2
    # a new round starts after P3: P0 (now not the adder), skip P1, then P2 again.
    expect_decision(s, "nope_poll", 0)
    assert legal(s) == cards_then(["red NOPE"], A_DECLINE)
    s.apply_action(A_DECLINE)
    expect_decision(s, "nope_poll", 2)
    s.apply_action(A_DECLINE)
    expect_decision(s, "respond", 1)                  # still P1 to answer
    assert int(s.fields["turn_player"]) == 1
    assert int(s.fields["turn_count"]) == 1
    assert legal(s) == [A_ALLOW]
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [3, 2, 3, 2]             # cancelled
    expect_decision(s, "play", 1)


def test_kt26_after_a_stacked_card_asking_starts_after_its_player_and_includes_the_base_player():
    s = position({0: ["green += 2", "red NOPE"], 1: ["blue += 2"], 3: ["yellow NOPE"]})
    play(s, "green += 2")
    assert decline_polls(s) == [3]
    play(s, "blue += 2")
    # P1 added it, P2 answers next: P3 then P0.
    assert decline_polls(s) == [3, 0]
    expect_decision(s, "respond", 2)


def test_kt26_asking_follows_the_direction_after_an_inverse():
    s = position({0: ["green += 2"], 1: ["green inverse"], 2: ["blue NOPE"], 3: ["yellow NOPE"]})
    play(s, "green += 2")
    assert decline_polls(s) == [2, 3]
    play(s, "green inverse")                          # direction -1: P0 answers next
    assert decline_polls(s) == [3, 2]
    expect_decision(s, "respond", 0)


def test_kt26_only_players_with_a_nope_they_may_play_are_asked():
    # P1 (next to answer) holds a NOPE; P2 has too little mana; P3's NOPE is its last card.
    s = build_position(4, hands={0: ["red 2", "green += 2"], 1: ["yellow 2", "blue NOPE"],
                                 2: ["cyan 2", "red NOPE"], 3: ["magenta NOPE"]},
                       top="green 1", mana={0: 4, 1: 4, 2: 2, 3: 4})
    play(s, "green += 2")
    expect_decision(s, "respond", 1)                  # nobody was asked
    assert legal(s) == cards_then(["blue NOPE"], A_ALLOW)   # the answerer may stack it


def test_kt26_player_in_timeout_may_nope_out_of_turn():
    s = position({0: ["green += 2"], 1: ["blue NOPE"], 2: ["cyan NOPE"]}, timeout={1: 1})
    play(s, "green += 2")
    # P1 sits its turn out, so P2 answers next and is not asked; P1 is.
    expect_decision(s, "nope_poll", 1)
    declined = s.clone()
    play(s, "blue NOPE")
    assert int(s.fields["mana"][1]) == 1
    assert decline_polls(s) == []                     # P2 answers next; P3, P0 hold none
    expect_decision(s, "respond", 2)
    assert timeouts(s) == [0, 0, 0, 0]                # P1's timeout turn went by
    assert legal(s) == cards_then(["cyan NOPE"], A_ALLOW)
    s.apply_action(A_ALLOW)
    assert hand_counts(s) == [2, 2, 3, 2]             # cancelled
    expect_decision(s, "play", 2)
    # had P1 declined, P2 would still not be asked and would draw 2 on allowing
    declined.apply_action(A_DECLINE)
    expect_decision(declined, "respond", 2)
    declined.apply_action(A_ALLOW)
    assert hand_counts(declined) == [2, 3, 5, 2]


# =============================================================================================
# KT-27: NOPE's own playability
# =============================================================================================
def test_kt27_nope_on_a_go_fishing_stack_is_allowed_it_is_not_in_effect_yet():
    s = position({0: ["green go fishing"], 1: ["blue NOPE"]})
    play(s, "green go fishing")
    expect_decision(s, "respond", 1)
    assert legal(s) == cards_then(["blue NOPE"], A_ALLOW)


def test_kt27_no_nope_while_go_fishing_is_in_effect():
    # No stack can open during go fishing (normal play is suspended), so the open stack is
    # written into the buffer: P1 answers a += 2 while go fishing is in effect.
    s = position({0: ["green += 2"], 1: ["blue NOPE", "blue += 2"]})
    play(s, "green += 2")
    expect_decision(s, "respond", 1)
    s.fields["fishing_life"] = 4
    assert legal(s) == cards_then(["blue += 2"], A_ALLOW)
    # and a go fishing turn offers no way to play one
    f = position({0: ["blue NOPE"]}, fishing=4)
    expect_decision(f, "fish_target", 0)
    assert legal(f) == [A_TARGET + 1, A_TARGET + 2, A_TARGET + 3]


def test_kt27_under_a_lock_a_nope_must_have_the_lock_colour():
    s = position({0: ["red NOPE", "blue NOPE", "WILD NOPE", "green 2"]},
                 slot="lock", slot_life=8, lock=("red", "3"), mana={0: 0})
    # red 2 / red 3 are red; red NOPE yes; blue NOPE and WILD NOPE no; green 2 neither.
    assert legal(s) == cards_then(["red 2", "red 3", "red NOPE"])


def test_kt27_under_a_lock_a_stacked_nope_must_have_the_lock_colour():
    s = position({0: ["red += 2"], 1: ["red NOPE", "blue NOPE", "WILD NOPE"]},
                 slot="lock", slot_life=8, lock=("red", "3"))
    play(s, "red += 2")
    expect_decision(s, "respond", 1)
    assert legal(s) == cards_then(["red NOPE"], A_ALLOW)


def test_kt27_under_a_lock_a_wrong_colour_nope_is_not_polled():
    s = position({0: ["red += 2"], 2: ["blue NOPE"], 3: ["red NOPE"]},
                 slot="lock", slot_life=8, lock=("red", "3"))
    play(s, "red += 2")
    assert decline_polls(s) == [3]


def test_kt27_under_an_inverted_lock_a_nope_must_not_have_the_lock_colour():
    s = position({0: ["red NOPE", "blue NOPE", "green 2"]},
                 slot="inverted lock", slot_life=8, lock=("red", "3"), mana={0: 0})
    # not red, not 3, not a WILD: green 2; NOPEs: blue yes, red no.
    assert legal(s) == cards_then(["blue NOPE", "green 2"])


def test_kt27_under_an_inverted_lock_a_stacked_nope_must_not_have_the_lock_colour():
    s = position({0: ["green += 2"], 1: ["red NOPE", "blue NOPE"]},
                 slot="inverted lock", slot_life=8, lock=("red", "3"))
    play(s, "green += 2")
    expect_decision(s, "respond", 1)
    assert legal(s) == cards_then(["blue NOPE"], A_ALLOW)


def test_kt27_a_nope_cannot_be_stacked_as_the_last_card():
    s = build_position(4, hands={0: ["red 2", "green += 2"], 1: ["blue NOPE"],
                                 2: ["cyan 2"], 3: ["magenta 2"]},
                       top="green 1", mana={0: 4, 1: 4})
    play(s, "green += 2")
    expect_decision(s, "respond", 1)
    assert legal(s) == [A_ALLOW]
    # with a second card it can
    t = build_position(4, hands={0: ["red 2", "green += 2"], 1: ["blue NOPE", "yellow 2"],
                                 2: ["cyan 2"], 3: ["magenta 2"]},
                       top="green 1", mana={0: 4, 1: 4})
    play(t, "green += 2")
    assert legal(t) == cards_then(["blue NOPE"], A_ALLOW)

"""The generic state object: buffers, copy_from, and the in-kernel clone helper."""
import numpy as np
import pytest

import core
from fastcore.state import measure_kernel_clones


def test_copy_from_restores_without_sharing():
    game = core.load_game("kingtaco", num_players=4)
    root, scratch = game.new_initial_state(1), game.new_initial_state(2)
    scratch.copy_from(root)
    assert scratch.same_as(root)
    scratch.apply_action(scratch.legal_actions()[0])
    assert not scratch.same_as(root)
    assert np.array_equal(root.buffer, game.new_initial_state(1).buffer)


def test_copy_from_refuses_another_game():
    four = core.load_game("kingtaco", num_players=4).new_initial_state(1)
    five = core.load_game("kingtaco", num_players=5).new_initial_state(1)
    with pytest.raises(ValueError, match="same game"):
        four.copy_from(five)


def test_buffer_is_a_zero_copy_view():
    state = core.load_game("kingtaco").new_initial_state(3)
    view = state.buffer
    view[4] ^= 1                                  # a word of the RNG
    assert state.buffer[4] == view[4]


def test_measure_kernel_clones_leaves_the_state_alone():
    state = core.load_game("kingtaco").new_initial_state(3)
    before = state.buffer.copy()
    measure_kernel_clones(state, 1000)
    assert np.array_equal(state.buffer, before)

"""Chain links (UU-8, UU-9): the seven steps of seed 001, reactions inside a link, triggers in
the next one, and one target per card per link."""
from core.unicorns import render
from uu_helpers import (act, build_position, discard_pile, hand, no, nursery, play, player,
                        stable, yes)


def legal_texts(state) -> list[str]:
    return sorted(state.action_to_string(a) for a in state.legal_actions())


# --- step 2: target-changing reactions ----------------------------------------------------------
def test_black_knight_is_sacrificed_instead_and_the_if_you_do_does_not_follow():
    """Rhinocorn: DESTROY a Unicorn; if you do, skip to End of Turn. The knight's sacrifice
    replaces the destroy, so Rhinocorn's owner did not destroy and the turn goes on."""
    state = build_position(3, stables={0: ["Rhinocorn"], 1: ["Black Knight Unicorn", "Narwhal"]},
                           start="beginning_of_turn")
    yes(state)
    act(state, "Narwhal")
    assert state.phase == "react" and state.current_player() == 1
    yes(state)
    assert stable(state, 1) == ["Narwhal"] and "Black Knight Unicorn" in discard_pile(state)
    assert state.phase == "action" and state.current_player() == 0          # no skip


def test_black_knight_saves_stabby_so_stabby_does_not_trigger():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={0: ["Narwhal"], 1: ["Black Knight Unicorn", "Stabby The Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Stabby The Unicorn")
    yes(state)                                   # the knight instead
    assert state.phase == "action"               # no Stabby question: it was not destroyed
    assert stable(state, 1) == ["Stabby The Unicorn"] and stable(state, 0) == ["Narwhal"]


def test_black_knight_comes_before_a_flying_unicorns_return():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={1: ["Black Knight Unicorn", "Greedy Flying Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Greedy Flying Unicorn")
    no(state)                                    # the knight stays out of it
    assert hand(state, 1) == ["Greedy Flying Unicorn"]                      # step 3: to hand


def test_a_phoenix_discarding_instead_cancels_if_you_do():
    """Glitter Bomb: SACRIFICE a card; if you do, DESTROY a card. The Phoenix's owner discards
    instead of sacrificing it, so nothing is destroyed."""
    state = build_position(3, hands={0: ["Yay"]}, stables={0: ["Glitter Bomb", "Unicorn Phoenix"], 1: ["Narwhal"]},
                           deck=["Neigh"] * 5, start="beginning_of_turn")
    yes(state)
    act(state, "Unicorn Phoenix")
    yes(state)                                   # the Phoenix reacts
    act(state, "Yay")                            # the discard instead
    assert stable(state, 0) == ["Glitter Bomb", "Unicorn Phoenix"] and stable(state, 1) == ["Narwhal"]
    assert state.phase == "action"


# --- step 3: location-changing reactions --------------------------------------------------------
def test_a_baby_sent_back_to_the_nursery_in_a_link_with_other_effects():
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn"]},
                           stables={0: ["Yay"], 1: ["Baby Unicorn", "Barbed Wire"], 2: ["Baby Narwhal"]},
                           plays=2)
    before = nursery(state)
    play(state, "Two-for-one")
    act(state, "Yay")
    act(state, "Baby Unicorn", owner=1)
    act(state, "Baby Narwhal", owner=2)
    assert nursery(state) == before + 2
    assert discard_pile(state) == ["Two-for-one", "Yay"]
    assert state.phase == "action"               # P1's Barbed Wire: a discard, but P1's hand is empty


# --- step 4: triggers before leaving, into the next link ----------------------------------------
def test_stabby_trigger_forms_the_next_link():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={0: ["Narwhal"], 1: ["Stabby The Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    poison_link = int(state.fields["links_total"])
    act(state, "Stabby The Unicorn")
    assert state.phase == "may" and int(state.fields["links_total"]) == poison_link + 1
    yes(state)
    act(state, "Narwhal")
    assert stable(state, 0) == [] and discard_pile(state) == ["Narwhal", "Stabby The Unicorn", "Unicorn Poison"]


def test_barbed_wire_leaving_in_the_same_link_does_not_trigger():
    """Step 5: cards targeted in a link are unregistered while it is performed."""
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn"], 1: ["Yay"]},
                           stables={0: ["Slowdown"], 1: ["Barbed Wire", "Rhinocorn"]}, plays=2)
    play(state, "Two-for-one")
    act(state, "Slowdown")
    act(state, "Barbed Wire")
    act(state, "Rhinocorn")
    assert state.phase == "action" and hand(state, 1) == ["Yay"]


# --- UU-9: at most one effect per card per link --------------------------------------------------
def test_a_card_is_targeted_at_most_once_per_link():
    """Rhinocorn and Unicorn Lasso trigger together; Rhinocorn took the only unicorn, so the
    Lasso cannot happen and is not asked."""
    state = build_position(3, stables={0: ["Rhinocorn", "Unicorn Lasso"], 1: ["Narwhal"]},
                           start="beginning_of_turn")
    yes(state)
    act(state, "Narwhal")
    assert state.phase != "may"                  # the Lasso had no target left
    assert stable(state, 1) == [] and stable(state, 0) == ["Rhinocorn", "Unicorn Lasso"]


def test_effects_in_one_link_choose_targets_in_the_order_they_were_added():
    state = build_position(3, stables={0: ["Rhinocorn", "Unicorn Lasso"], 1: ["Narwhal", "Basic Unicorn"]},
                           start="beginning_of_turn")
    yes(state)                                   # Rhinocorn (lower card id) first
    act(state, "Narwhal")
    yes(state)                                   # then the Lasso
    assert legal_texts(state) == ["Unicorn Lasso: target Basic Unicorn in P1's Stable"]
    act(state, "Basic Unicorn")
    # Rhinocorn destroyed, so the turn skipped to its end, where the Lasso gave the unicorn back
    assert stable(state, 1) == ["Basic Unicorn"] and int(state.fields["turn_player"]) == 1


# --- continuous effects --------------------------------------------------------------------------
def test_blinding_light_stops_stabby_and_seductive_return():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={0: ["Narwhal"], 1: ["Blinding Light", "Stabby The Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    act(state, "Stabby The Unicorn")
    assert state.phase == "action" and stable(state, 0) == ["Narwhal"]


def test_blinding_light_targeted_in_the_same_link_no_longer_blocks():
    """Back Kick returns the Blinding Light and (next link) its owner discards; a unicorn
    entering in a later link triggers normally."""
    state = build_position(3, hands={0: ["Back Kick", "Greedy Flying Unicorn", "Yay"]},
                           stables={0: ["Blinding Light"]}, deck=["Neigh"] * 6, plays=2)
    play(state, "Back Kick")
    player(state, 0)
    act(state, "Blinding Light")
    act(state, "Yay")                            # the discard
    before = len(hand(state, 0))
    play(state, "Greedy Flying Unicorn")
    assert len(hand(state, 0)) == before         # -1 played, +1 drawn


def test_queen_bee_blocks_a_seductive_return_of_a_basic_unicorn():
    state = build_position(3, hands={0: ["Seductive Unicorn", "Basic Unicorn"], 1: ["Unicorn Poison"]},
                           stables={1: ["Basic Unicorn"], 2: ["Queen Bee Unicorn"]}, plays=2)
    play(state, "Seductive Unicorn")
    assert legal_texts(state) == ["Seductive Unicorn: target Queen Bee Unicorn in P2's Stable"]
    # the Basic Unicorn of P1 cannot enter P0's Stable: only the queen herself can be stolen


def test_pandamonium_pandas_are_not_unicorns_for_barbed_wire_or_black_knight():
    state = build_position(3, hands={0: ["Two-for-one", "Basic Unicorn"], 1: ["Yay"]},
                           stables={0: ["Slowdown"],
                                    1: ["Pandamonium", "Barbed Wire", "Black Knight Unicorn", "Narwhal"]},
                           plays=2)
    play(state, "Two-for-one")
    act(state, "Slowdown")
    act(state, "Narwhal")                        # "DESTROY a card": a panda is a card
    act(state, "Pandamonium")
    assert state.phase == "action"               # no knight question, no barbed wire discard
    assert hand(state, 1) == ["Yay"]


def test_seductive_unicorn_gives_back_its_stolen_card_when_stolen_itself():
    state = build_position(3, hands={0: ["Seductive Unicorn", "Basic Unicorn"]},
                           stables={1: ["Narwhal"], 2: ["Unicorn Lasso", "Basic Unicorn"]}, plays=2)
    play(state, "Seductive Unicorn")
    act(state, "Narwhal")
    play(state, "Basic Unicorn")                 # P0's turn ends; P1 has nothing to do
    state.apply_action(136)                      # P1 draws instead of playing
    yes(state)                                   # P2's Lasso
    act(state, "Seductive Unicorn")
    # Seductive left P0's Stable, so the Narwhal goes back to P1 (link 2); Seductive entered
    # P2's Stable, so it steals again for P2 in the same link - but not the Narwhal, which the
    # return already targets (UU-9)
    assert state.phase == "target" and state.current_player() == 2
    assert legal_texts(state) == ["Seductive Unicorn: target Basic Unicorn in P0's Stable"]
    act(state, "Basic Unicorn", owner=0)
    assert stable(state, 1) == ["Narwhal"] and stable(state, 0) == []
    assert stable(state, 2) == ["Basic Unicorn", "Basic Unicorn", "Seductive Unicorn", "Unicorn Lasso"]


# --- narration of links ---------------------------------------------------------------------------
def test_narration_lists_each_link():
    state = build_position(3, hands={0: ["Unicorn Poison", "Basic Unicorn"]},
                           stables={0: ["Narwhal"], 1: ["Stabby The Unicorn"]}, plays=2)
    play(state, "Unicorn Poison")
    before = state.clone()
    act(state, "Stabby The Unicorn")
    text = "\n".join(render.narrate(before, state, [a for a in before.legal_actions()][0]))
    assert "chain link" in text and "Stabby The Unicorn" in text

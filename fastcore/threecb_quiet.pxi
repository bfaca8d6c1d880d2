# 3 Card Blind: priority windows whose play state was met earlier in the same run.
#
# A run of the engine often passes through many priority windows in a row in which nobody can
# act (TB-8: they are not asked), turn after turn. From one window to the next mostly the turn's
# bookkeeping changes: the step, the task, who has priority, the passes, the turn counter,
# the combat flags, whether it is the first turn. No rule reads those (only the turn's own
# steps do), but sorcery timing reads whether the step is a main phase. So when a
# window's play state (everything else) is byte for byte the one of an earlier window of the
# same run:
# - state-based actions and triggers have nothing to do (they found nothing then, and what
#   they left is what they would leave again);
# - a player who had no play option there, with the same sorcery timing, has none now.
#
# The memo lives on the stack of one run of the engine, so threads share nothing.

ctypedef struct QuietMemo:
    bint filled
    int no_options          # bit 2p + sorcery timing: player p had no play option in `state`
    TCBState state          # the play state of the latest window checked afresh


cdef bint quiet_memo_on = True


def remember_quiet_windows(bint on):
    """Turns the memo on or off (off: for comparison in tests); returns the previous setting."""
    global quiet_memo_on
    was = quiet_memo_on
    quiet_memo_on = on
    forget_turn_runs()                 # ends kept under the other setting
    return was


cdef inline size_t players_bytes(const TCBState* s) noexcept nogil:
    """Bytes from extra_turn_count to the pending decision: extra turns, players."""
    return <size_t>(<const char*>&s.decision - <const char*>&s.extra_turn_count)


cdef bint same_play_state(const TCBState* a, const TCBState* b) noexcept nogil:
    """Equal but for the configuration, the turn's bookkeeping, the pending decision and the
    decision and resolution scratch. Only the stack items, pending triggers and object slots
    in use are compared: no rule reads the others."""
    if (a.object_limit != b.object_limit or a.active != b.active or a.winner != b.winner
            or a.stack_len != b.stack_len or a.pending_len != b.pending_len):
        return False
    if memcmp(&a.extra_turn_count, &b.extra_turn_count, players_bytes(a)) != 0:
        return False
    if memcmp(a.objects, b.objects, a.object_limit * sizeof(Obj)) != 0:
        return False
    if a.stack_len and memcmp(a.stack, b.stack, a.stack_len * sizeof(StackItem)) != 0:
        return False
    return a.pending_len == 0 or memcmp(a.pending, b.pending,
                                        a.pending_len * sizeof(StackItem)) == 0


cdef inline bint window_seen(const QuietMemo* memo, const TCBState* s) noexcept nogil:
    """The play state of s is the one the memo holds."""
    return quiet_memo_on and memo.filled and same_play_state(&memo.state, s)


cdef void keep_window(QuietMemo* memo, const TCBState* s) noexcept nogil:
    """Keeps the play state of s, a priority window with nothing left to do before a player
    receives priority; nobody is known to lack options yet."""
    if not quiet_memo_on:
        return
    memo.filled = True
    memo.no_options = 0
    memo.state.object_limit = s.object_limit
    memo.state.active = s.active
    memo.state.winner = s.winner
    memo.state.stack_len = s.stack_len
    memo.state.pending_len = s.pending_len
    memcpy(&memo.state.extra_turn_count, &s.extra_turn_count, players_bytes(s))
    memcpy(memo.state.objects, s.objects, s.object_limit * sizeof(Obj))
    memcpy(memo.state.stack, s.stack, s.stack_len * sizeof(StackItem))
    memcpy(memo.state.pending, s.pending, s.pending_len * sizeof(StackItem))


cdef inline int options_bit(const TCBState* s, int p) noexcept nogil:
    return 1 << (2 * p + sorcery_timing(s, p))


cdef inline bint known_without_options(const QuietMemo* memo, const TCBState* s,
                                       int p) noexcept nogil:
    """Player p had no play option in this window's play state (which the memo holds)."""
    return (memo.no_options & options_bit(s, p)) != 0


cdef inline void note_without_options(QuietMemo* memo, const TCBState* s, int p) noexcept nogil:
    if quiet_memo_on:
        memo.no_options |= options_bit(s, p)

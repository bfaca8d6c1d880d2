# 3 Card Blind: the play options of the priority decision posed last, kept for listing them.
#
# The engine poses a priority decision only to a player who has something to do (TB-8), so
# it lists that player's options to find out. A search then lists them again for the very
# state it was handed, nearly always before the engine has posed anything else. The memo keeps
# the list with the whole state it belongs to and is used only for that very state, so it
# changes no result.
#
# Threads with the GIL released have memo banks of their own (threecb_memo_lock.pxi).

ctypedef struct PriorityMemo:
    bint filled
    int n                             # play options listed (passing not counted)
    TCBState state                    # the state they were listed in, decision posed
    int32_t actions[MAX_ACTIONS]


cdef PriorityMemo priority_memos[MEMO_BANKS]
cdef MemoLock priority_memo_locks[MEMO_BANKS]
cdef bint priority_memo_on = True


def remember_priority_lists(bint on):
    """Turns the memo on or off (off: for comparison in tests); returns the previous setting."""
    global priority_memo_on
    was = priority_memo_on
    priority_memo_on = on
    forget_priority_lists()
    forget_turn_runs()                 # ends kept under the other setting
    return was


cdef void remember_priority_actions(const TCBState* s, const int32_t* actions,
                                    int n) noexcept nogil:
    """Keeps the play options of the priority decision pending in s."""
    cdef int bank = memo_bank()
    cdef PriorityMemo* memo = &priority_memos[bank]
    if not priority_memo_on or not memo_try_lock(&priority_memo_locks[bank].flag):
        return
    memo.filled = True
    memo.n = n
    memcpy(&memo.state, s, sizeof(TCBState))
    memcpy(memo.actions, actions, n * sizeof(int32_t))
    memo_unlock(&priority_memo_locks[bank].flag)


cdef int remembered_priority_actions(const TCBState* s, int32_t* out) noexcept nogil:
    """The play options of the priority decision pending in s, copied to out, when the memo
    holds this very state's list; otherwise -1."""
    cdef int n = -1
    cdef int bank = memo_bank()
    cdef PriorityMemo* memo = &priority_memos[bank]
    if not memo_try_lock(&priority_memo_locks[bank].flag):
        return -1
    if memo.filled and memcmp(&memo.state, s, sizeof(TCBState)) == 0:
        n = memo.n
        memcpy(out, memo.actions, n * sizeof(int32_t))
    memo_unlock(&priority_memo_locks[bank].flag)
    return n


cdef void forget_priority_lists() noexcept nogil:
    cdef int bank
    for bank in range(MEMO_BANKS):
        priority_memos[bank].filled = False

# 3 Card Blind: the options of the decision posed last, kept for listing and applying them.
#
# The engine poses a decision only to a player who has a real choice (TB-8), so it lists the
# options to find out: a priority decision's play options, or the options of any other
# decision. A search then lists them again for the very state it was handed, nearly always
# before the engine has posed anything else, and applies an option of a non-priority
# decision by its index, which lists them once more for a copy of that state. The memo keeps
# the list with the whole state it belongs to and is used only for that very state, so it
# changes no result. (Payments have a memo of their own, threecb_payment_memo.pxi.)
#
# Threads with the GIL released have memo banks of their own (threecb_memo_lock.pxi).

ctypedef struct OptionsMemo:
    bint filled
    int n                             # options listed (a priority decision's pass not counted)
    TCBState state                    # the state they were listed in, decision posed
    int32_t options[MAX_CHOICES]      # play actions (priority) or option values (choices)


cdef OptionsMemo options_memos[MEMO_BANKS]
cdef MemoLock options_memo_locks[MEMO_BANKS]
cdef bint options_memo_on = True


def remember_option_lists(bint on):
    """Turns the memo on or off (off: for comparison in tests); returns the previous setting."""
    global options_memo_on
    was = options_memo_on
    options_memo_on = on
    forget_option_lists()
    forget_turn_runs()                 # ends kept under the other setting
    return was


cdef void remember_options(const TCBState* s, const int32_t* options, int n) noexcept nogil:
    """Keeps the options of the decision pending in s."""
    cdef int bank = memo_bank()
    cdef OptionsMemo* memo = &options_memos[bank]
    if not options_memo_on or not memo_try_lock(&options_memo_locks[bank].flag):
        return
    memo.filled = True
    memo.n = n
    copy_live_state(&memo.state, s)
    memcpy(memo.options, options, n * sizeof(int32_t))
    memo_unlock(&options_memo_locks[bank].flag)


cdef int remembered_options(const TCBState* s, int32_t* out) noexcept nogil:
    """The options of the decision pending in s, copied to out, when the memo holds this very
    state's list; otherwise -1."""
    cdef int n = -1
    cdef int bank = memo_bank()
    cdef OptionsMemo* memo = &options_memos[bank]
    if not memo_try_lock(&options_memo_locks[bank].flag):
        return -1
    if memo.filled and same_live_state(&memo.state, s):
        n = memo.n
        memcpy(out, memo.options, n * sizeof(int32_t))
    memo_unlock(&options_memo_locks[bank].flag)
    return n


cdef void forget_option_lists() noexcept nogil:
    cdef int bank
    for bank in range(MEMO_BANKS):
        options_memos[bank].filled = False

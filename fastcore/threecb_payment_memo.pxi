# 3 Card Blind: the payments of the payment decision listed last, kept for applying them.
#
# An option of a payment decision is its index in the list of payments (threecb_decisions),
# so applying payment k lists the first k + 1 payments again. A search lists a decision's
# options once and then applies each of them to a copy of the same state: without this memo
# it would list the payments once per option, which made payments most of the proof search's
# time on storage lands (Bottomless Vault). The memo holds the whole state the payments were
# listed in and is used only for that very state, so it changes no result.
#
# Threads with the GIL released have memo banks of their own (threecb_memo_lock.pxi); a thread
# that finds its bank taken lists the payments itself.

ctypedef struct PaymentMemo:
    bint filled
    int kind                          # D_PAY or D_PAY_OR_DECLINE
    int n                             # the payments listed (the decline option not counted)
    TCBState state                    # the state they were listed in
    SourceList src
    Payment pays[MAX_CHOICES]


cdef PaymentMemo payment_memos[MEMO_BANKS]
cdef MemoLock payment_memo_locks[MEMO_BANKS]
cdef bint payment_memo_on = True


def remember_payment_lists(bint on):
    """Turns the memo on or off (off: for comparison in tests); returns the previous setting."""
    global payment_memo_on
    was = payment_memo_on
    payment_memo_on = on
    forget_payments()
    forget_turn_runs()                 # ends kept under the other setting
    return was


cdef void remember_payments(const TCBState* s, int kind, const SourceList* src,
                            const Payment* pays, int n) noexcept nogil:
    """Keeps the complete list of payments of the pending decision of state s."""
    cdef int bank = memo_bank()
    cdef PaymentMemo* memo = &payment_memos[bank]
    if not payment_memo_on or not memo_try_lock(&payment_memo_locks[bank].flag):
        return
    memo.filled = True
    memo.kind = kind
    memo.n = n
    copy_live_state(&memo.state, s)
    memcpy(&memo.src, src, sizeof(SourceList))
    memcpy(memo.pays, pays, n * sizeof(Payment))
    memo_unlock(&payment_memo_locks[bank].flag)


cdef int remembered_payment(const TCBState* s, int kind, int index, SourceList* src,
                            Payment* pay) noexcept nogil:
    """The number of payments of the pending decision of state s, with payment `index` (if
    there is one) and its sources copied out, when the memo holds this very state's list;
    otherwise -1."""
    cdef int n = -1
    cdef int bank = memo_bank()
    cdef PaymentMemo* memo = &payment_memos[bank]
    if not memo_try_lock(&payment_memo_locks[bank].flag):
        return -1
    if memo.filled and memo.kind == kind and same_live_state(&memo.state, s):
        n = memo.n
        if index < n:
            memcpy(src, &memo.src, sizeof(SourceList))
            pay[0] = memo.pays[index]
    memo_unlock(&payment_memo_locks[bank].flag)
    return n


cdef void forget_payments() noexcept nogil:
    cdef int bank
    for bank in range(MEMO_BANKS):
        payment_memos[bank].filled = False

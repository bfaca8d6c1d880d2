# 3 Card Blind: where the engine's run from the start of a turn ends.
#
# From the start of a turn the engine runs on its own until a player has a real decision or
# the game is over, and where that is depends on the state alone: the header's RNG is never
# drawn from in play (TB-3), and with no turn limit nothing reads the turn counter. Searches
# reach the same turn starts over and over (a pass in another step, another order of the same
# moves), and most of a run's steps come after the turn start it crosses. So a run notes the
# first turn starts it crosses and, when it ends, keeps where it ended for each; a later run
# that reaches a kept turn start takes the kept end instead of playing the turns again.
#
# A turn start matches byte for byte, leaving out only the header and the turn counter. So a
# kept end is exactly where the run would have ended, its turn counter moved on by as many
# turns. Not kept: a run that ends in a draw by repetition (where it stops depends on the turn
# start its loop watch began at, TB-4) or that stalled. Games with a turn limit (random
# play's) do without the memo: their turn counter matters, and random games seldom meet a
# turn start twice, so noting and keeping would only cost them time.
#
# Threads with the GIL released have memo banks of their own (threecb_memo_lock.pxi).

cdef enum:
    TURN_RUN_SLOTS = 1024         # direct-mapped, by a print of the players and the objects
    TURN_STARTS_NOTED = 2         # per run: the first turn starts it crosses


ctypedef struct TurnRun:
    bint filled
    int32_t turns                 # turns begun between the start and the end
    int32_t options               # the end's options (threecb_options_memo.pxi), or -1
    TCBState start
    TCBState end
    int32_t actions[MAX_ACTIONS]


ctypedef struct TurnStarts:       # on the stack of one run of the engine
    int count
    bint keep                     # False once the run has ended in a way not to keep
    int slot[TURN_STARTS_NOTED]
    int32_t turn_number[TURN_STARTS_NOTED]
    TCBState start[TURN_STARTS_NOTED]


cdef TurnRun turn_runs[MEMO_BANKS][TURN_RUN_SLOTS]
cdef MemoLock turn_runs_locks[MEMO_BANKS]
cdef bint turn_runs_on = True
cdef BankCount turn_runs_taken[MEMO_BANKS]   # runs that went straight to a kept end
cdef BankCount turn_runs_kept[MEMO_BANKS]    # ends kept


def remember_turn_runs(bint on):
    """Turns the memo on or off (off: for comparison in tests); returns the previous setting."""
    global turn_runs_on
    was = turn_runs_on
    turn_runs_on = on
    forget_turn_runs()
    return was


def turn_run_counts():
    """(runs that went straight to a kept end, ends kept) so far, for tests and profiling."""
    cdef int bank
    taken = kept = 0
    for bank in range(MEMO_BANKS):
        taken += turn_runs_taken[bank].count
        kept += turn_runs_kept[bank].count
    return taken, kept


cdef void forget_turn_runs() noexcept nogil:
    """Empties the memo (new card tables give the same bytes another meaning)."""
    cdef int bank, i
    for bank in range(MEMO_BANKS):
        for i in range(TURN_RUN_SLOTS):
            turn_runs[bank][i].filled = False


cdef inline const char* matched_part(const TCBState* s) noexcept nogil:
    """Where the bytes matched begin: everything after the turn limit and counter."""
    return <const char*>&s.relevant_colors


cdef inline size_t matched_bytes(const TCBState* s) noexcept nogil:
    return sizeof(TCBState) - <size_t>(matched_part(s) - <const char*>s)


cdef inline bint same_turn_start(const TCBState* kept, const TCBState* s) noexcept nogil:
    return memcmp(matched_part(kept), matched_part(s), matched_bytes(s)) == 0


cdef int turn_run_slot(const TCBState* s) noexcept nogil:
    cdef uint64_t h = words_print(<const int32_t*>&s.extra_turn_count, players_bytes(s) // 4)
    h ^= mix64(words_print(<const int32_t*>s.objects, s.object_limit * sizeof(Obj) // 4))
    return <int>(mix64(h) & (TURN_RUN_SLOTS - 1))


cdef bint take_turn_run(TCBState* s, TurnStarts* starts) noexcept nogil:
    """At a turn start: when the memo holds where a run from here ends, puts s there and
    returns True. Otherwise notes the turn start for keep_turn_runs."""
    cdef TurnRun* run
    cdef StateHeader header
    cdef int32_t turn_number
    cdef int slot, k, bank
    cdef bint taken = False
    if not starts.keep or not turn_runs_on or s.turn_limit > 0:
        return False
    slot = turn_run_slot(s)
    bank = memo_bank()
    if memo_try_lock(&turn_runs_locks[bank].flag):
        run = &turn_runs[bank][slot]
        if run.filled and same_turn_start(&run.start, s):
            header = s.header
            turn_number = s.turn_number
            memcpy(s, &run.end, sizeof(TCBState))
            s.header = header
            s.turn_number = turn_number + run.turns
            if run.options >= 0:
                remember_options(s, run.actions, run.options)
            taken = True
            turn_runs_taken[bank].count += 1
        memo_unlock(&turn_runs_locks[bank].flag)
    if taken or starts.count == TURN_STARTS_NOTED:
        return taken
    k = starts.count
    starts.slot[k] = slot
    starts.turn_number[k] = s.turn_number
    memcpy(&starts.start[k], s, sizeof(TCBState))
    starts.count = k + 1
    return False


cdef void keep_turn_runs(const TurnStarts* starts, const TCBState* s) noexcept nogil:
    """At the end of a run: keeps s as where the run from each noted turn start ends."""
    cdef TurnRun* run
    cdef int k, bank
    if starts.count == 0 or not starts.keep:
        return
    bank = memo_bank()
    if not memo_try_lock(&turn_runs_locks[bank].flag):
        return
    for k in range(starts.count):
        run = &turn_runs[bank][starts.slot[k]]
        memcpy(&run.start, &starts.start[k], sizeof(TCBState))
        memcpy(&run.end, s, sizeof(TCBState))
        run.turns = s.turn_number - starts.turn_number[k]
        run.options = -1
        if s.winner < 0 and (s.decision == D_PRIORITY or options_worth_keeping(s.decision)):
            run.options = remembered_options(s, run.actions)
        run.filled = True
        turn_runs_kept[bank].count += 1
    memo_unlock(&turn_runs_locks[bank].flag)

# 3 Card Blind: costs and mana payments (CR 106, 118, 601.2f-h, 605).
#
# Mana abilities are activated while a cost is paid (CR 601.2g), so a payment is one decision:
# which sources to use, in which mode, with what left floating in the pool and how much life.
# TB-8: only payments whose outcomes differ are offered. A source joins a payment only if some
# of its mana pays the cost (tapping a land only to float its mana is never offered: the land
# can be tapped when the mana is needed); identical sources are interchangeable; two payments
# with the same sources, leftover pool and life are one option.

cdef enum:
    MAX_SOURCES = 16
    MAX_SOURCE_MODES = 160
    PURPOSE_SPELL = 1
    PURPOSE_ABILITY = 2
    PURPOSE_EFFECT = 3        # a cost an effect asks for on resolution ("unless you pay {1}")
    MODE_BASIC_TYPE = -1      # the mana ability a basic land type gives (CR 305.6)
    MODE_CHANNEL = -2         # Channel: pay 1 life, add {C}
    CHANNEL_SOURCE = 254

ctypedef struct Cost:
    int16_t generic
    int16_t colored[5]
    int16_t colorless         # {C}: only colourless mana pays it
    int16_t phyrexian[5]      # each paid with one mana of its colour or 2 life (CR 107.4f)
    int16_t life              # fixed life payment (Force of Will's alternative cost)
    int16_t hybrid[2]         # hybrid symbols (CR 107.4e): two-colour mask | count << 5; each
                              #   paid with one mana of either colour
    int16_t purpose
    int16_t spell_obj         # the spell being paid for (Cavern of Souls, Mishra's Workshop)
    int16_t land_ability      # an activated ability of a land source (CR 109.2: in any zone, so
                              #   Boseiju's channel too): M_LAND mana (Sunken Citadel) may pay it
    uint32_t excluded         # objects that cannot be mana sources for this payment
    int16_t creature_mana     # a spell "spend only mana produced by creatures" (Myr Superion,
                              #   CR 109.2: creature permanents): only mana abilities of the
                              #   caster's creatures pay, nothing from the pool

ctypedef struct SourceList:
    int n
    int nmodes
    int16_t obj[MAX_SOURCES]
    int16_t cls[MAX_SOURCES]          # identical sources share a class
    int16_t first[MAX_SOURCES]
    int16_t count[MAX_SOURCES]
    int16_t max_total[MAX_SOURCES]    # most mana any one mode makes (for pruning)
    int ability_first                 # the first mode of the ability being listed
    int16_t mode_ma[MAX_SOURCE_MODES] # mana ability, MODE_BASIC_TYPE or MODE_CHANNEL
    int16_t mode_arg[MAX_SOURCE_MODES]   # colour, counters removed, or life paid
    int8_t mode_prod[MAX_SOURCE_MODES][PAY_SLOTS]   # M_LAND: the amount (colour land_color)
    uint8_t mode_cavern[MAX_SOURCE_MODES]
    int land_color                    # the colour of M_LAND mana in this payment, -1 none

ctypedef struct Payment:
    uint8_t mode_of[MAX_SOURCES]      # 0 = unused, else mode index + 1 within the source
    int8_t leftover[PAY_SLOTS]        # M_LAND: the amount, of colour SourceList.land_color
    int16_t life
    uint8_t cavern


cdef int16_t NO_PHYREXIAN[5]


cdef inline void cost_clear(Cost* c) noexcept nogil:
    memset(c, 0, sizeof(Cost))


cdef inline int cost_mana_total(const Cost* c) noexcept nogil:
    cdef int k, n = c.generic + c.colorless + (c.hybrid[0] >> 5) + (c.hybrid[1] >> 5)
    for k in range(5):
        n += c.colored[k] + c.phyrexian[k]
    return n


cdef inline bint cost_is_free(const Cost* c) noexcept nogil:
    return cost_mana_total(c) == 0 and c.life == 0


cdef void cost_from_table(Cost* c, const int16_t* mana, const int16_t* phyrexian, int x) noexcept nogil:
    cdef int k
    c.generic += mana[0] + mana[7] * x
    for k in range(5):
        c.colored[k] += mana[1 + k]
        c.phyrexian[k] += phyrexian[k]
    c.colorless += mana[6]


cdef void cost_add_hybrid(Cost* c, const int16_t* hybrid) noexcept nogil:
    """Adds a card's hybrid symbols (CARD_HYBRID: up to two colour pairs) to the cost."""
    cdef int k, j, mask, n
    for k in range(2):
        mask = hybrid[k] & ALL_COLORS
        n = hybrid[k] >> 5
        if n == 0:
            continue
        for j in range(2):
            if (c.hybrid[j] & ALL_COLORS) == mask or c.hybrid[j] == 0:
                c.hybrid[j] = <int16_t>(mask | (((c.hybrid[j] >> 5) + n) << 5))
                break


cdef inline void hybrid_split(int code, int first, int* extra) noexcept nogil:
    """`first` of the hybrid symbols `code` paid with the pair's first colour, the rest with the
    second: added to `extra`, the coloured mana each colour must pay."""
    cdef int mask = code & ALL_COLORS
    cdef int n = code >> 5
    cdef int a = -1, b = -1, k
    if n == 0:
        return
    for k in range(5):
        if (mask >> k) & 1:
            if a < 0:
                a = k
            else:
                b = k
    extra[a] += first
    extra[b] += n - first


# ---------------------------------------------------------------------------------------------
# Mana sources
# ---------------------------------------------------------------------------------------------
cdef enum:
    REFERENCES_UNKNOWN = 1 << 30   # no object has this bit (MAX_OBJECTS is 24)


cdef bint objects_equivalent(const TCBState* s, int i, int j) noexcept nogil:
    """Identical in every respect, and neither is referred to by anything (TB-8)."""
    cdef uint32_t referenced = REFERENCES_UNKNOWN
    return objects_interchangeable(s, i, j, &referenced)


cdef inline bint objects_interchangeable(const TCBState* s, int i, int j,
                                         uint32_t* referenced) noexcept nogil:
    """objects_equivalent for loops that compare many pairs of one state: `referenced` holds
    referenced_objects(s) once it was needed (REFERENCES_UNKNOWN before)."""
    if memcmp(&s.objects[i], &s.objects[j], sizeof(Obj)) != 0:
        return False
    if referenced[0] == REFERENCES_UNKNOWN:
        referenced[0] = referenced_objects(s)
    return not ((referenced[0] >> i) & 1) and not ((referenced[0] >> j) & 1)


cdef inline uint32_t object_bit(int ref) noexcept nogil:
    return (1u << ref) if ref < MAX_OBJECTS else 0


cdef uint32_t referenced_objects(const TCBState* s) noexcept nogil:
    """The objects something refers to: a stack item's or pending trigger's subject, an
    ability's source, a target, an imprint, a block."""
    cdef uint32_t mask = references_but_blocks(s)
    cdef int k
    for k in range(s.object_limit):
        mask |= s.objects[k].combat & COMBAT_OBJECTS
    return mask


cdef uint32_t references_but_blocks(const TCBState* s) noexcept nogil:
    """referenced_objects without the blocks (attackers' and blockers' records of each other)."""
    cdef uint32_t mask = 0
    cdef int k, t
    cdef bint auras = game_has_static(s, S_AURA)
    cdef bint holds = game_has_static(s, S_HOLDS_TAPPED)
    for k in range(s.stack_len):
        mask |= object_bit(s.stack[k].ref)
        if s.stack[k].kind != SI_SPELL:
            mask |= object_bit(s.stack[k].source)
        for t in range(MAX_TARGETS):
            mask |= object_bit(s.stack[k].targets[t])
    for k in range(s.pending_len):
        mask |= object_bit(s.pending[k].ref) | object_bit(s.pending[k].source)
    if s.res.kind != 0:                      # an item is resolving
        mask |= object_bit(s.res.ref)
        for t in range(MAX_TARGETS):
            mask |= object_bit(s.res.targets[t])
    for k in range(s.object_limit):
        mask |= object_bit(s.objects[k].link)
        if auras:
            if s.objects[k].attached:                 # what an Aura enchants (CR 303.4)
                mask |= object_bit(attached_ref(&s.objects[k]))
            mask |= s.objects[k].newer                # land-type effects newer than an Aura's
        if s.objects[k].combat >> ATTACK_SHIFT:       # the planeswalker it attacks
            mask |= object_bit(<int>(s.objects[k].combat >> ATTACK_SHIFT) - 1)
        if holds and s.objects[k].choice and has_static(s.objects[k].card, S_HOLDS_TAPPED):
            mask |= object_bit(<int>s.objects[k].choice - 1)     # what Ice Floe holds
    return mask


cdef inline void begin_ability(SourceList* src) noexcept nogil:
    src.ability_first = src.nmodes


cdef inline void add_mode(SourceList* src, int ma, int arg, const int* prod, bint cavern) noexcept nogil:
    """Adds a mode of the ability begun last. The modes of one ability differ from each other
    (another colour or amount), so only other abilities' modes are compared."""
    cdef int m = src.nmodes
    cdef int k, j, total = 0
    if m >= MAX_SOURCE_MODES:
        return
    # the same mana from the same source twice (a Swamp under Urborg) is one mode
    for j in range(src.first[src.n], src.ability_first):
        if src.mode_cavern[j] == cavern:
            for k in range(PAY_SLOTS):
                if src.mode_prod[j][k] != prod[k]:
                    break
            else:
                return
    for k in range(PAY_SLOTS):
        src.mode_prod[m][k] = <int8_t>prod[k]
        total += prod[k]
    src.mode_ma[m] = <int16_t>ma
    src.mode_arg[m] = <int16_t>arg
    src.mode_cavern[m] = cavern
    src.nmodes = m + 1
    if total > src.max_total[src.n]:
        src.max_total[src.n] = <int16_t>total


cdef bint cavern_covers(const TCBState* s, int cavern, int spell_obj) noexcept nogil:
    """Is the spell a creature spell of Cavern's chosen type? Cavern stores the deck slots of its
    controller whose creature cards have that type (TB-8: only that matters)."""
    cdef int slot
    if spell_obj < 0 or spell_obj >= NUM_DECK_OBJECTS:
        return False
    if not (CARD_TYPES[s.objects[spell_obj].card] & T_CREATURE):
        return False
    if s.objects[spell_obj].owner != s.objects[cavern].controller:
        return False
    if s.objects[cavern].choice == CHOICE_PENDING:
        return False
    slot = spell_obj - DECK_SIZE * s.objects[spell_obj].owner
    return (s.objects[cavern].choice >> slot) & 1


cdef inline int land_mana(const TCBState* s, int player) noexcept nogil:
    """The amount of M_LAND mana (Sunken Citadel's) in the player's pool."""
    return s.players[player].pool[M_LAND] & LAND_MANA_AMOUNT


cdef inline int chosen_color(const TCBState* s, int i) noexcept nogil:
    """The colour chosen as object i entered (S_CHOOSE_COLOR), -1 while none is."""
    cdef int c = s.objects[i].choice
    if c == 0 or c > 5:
        return -1
    return c - 1


cdef void modes_of_mana_ability(const TCBState* s, int i, int ma, const Cost* cost,
                                SourceList* src) noexcept nogil:
    cdef int prod[PAY_SLOTS]
    cdef int kind = MA_KIND[ma]
    cdef int k, c, amount
    cdef bint spell = cost.purpose == PURPOSE_SPELL
    if MA_TAP[ma] and not can_use_tap(s, i):
        return
    begin_ability(src)
    memset(prod, 0, sizeof(prod))
    if kind == MK_FIXED:
        for k in range(POOL_SLOTS):
            prod[k] = MA_FIXED[ma][k]
        add_mode(src, ma, 0, prod, False)
    elif kind == MK_ONE_COLOR:
        for c in range(5):
            memset(prod, 0, sizeof(prod))
            prod[c] = MA_AMOUNT[ma]
            add_mode(src, ma, c, prod, False)
    elif kind == MK_PER_COUNTER:
        for k in range(1, s.objects[i].counters + 1):
            prod[MA_SLOT[ma]] = k
            add_mode(src, ma, k, prod, False)
    elif kind == MK_DEPLETION:
        if s.objects[i].counters > 0:
            prod[MA_SLOT[ma]] = MA_AMOUNT[ma]
            add_mode(src, ma, 0, prod, False)
    elif kind == MK_PER_ARTIFACT:
        amount = count_controlled(s, s.objects[i].controller, T_ARTIFACT)
        if amount > 0:
            prod[MA_SLOT[ma]] = amount
            add_mode(src, ma, 0, prod, False)
    elif kind == MK_CAVERN:
        if spell and cavern_covers(s, i, cost.spell_obj):
            for c in range(5):
                memset(prod, 0, sizeof(prod))
                prod[c] = 1
                add_mode(src, ma, c, prod, True)
    elif kind == MK_WORKSHOP:
        if spell and (CARD_TYPES[s.objects[cost.spell_obj].card] & T_ARTIFACT):
            prod[M_ARTIFACT_C] = MA_AMOUNT[ma]
            add_mode(src, ma, 0, prod, False)
    elif kind == MK_HAND_EXILE:
        prod[MA_SLOT[ma]] = MA_AMOUNT[ma]
        add_mode(src, ma, 0, prod, False)
    elif kind == MK_CHOSEN_COLOR:
        c = chosen_color(s, i)
        if c >= 0:
            prod[c] = MA_AMOUNT[ma]
            add_mode(src, ma, c, prod, False)
    elif kind == MK_LAND_ONLY:
        # only for an ability of a land source; one colour per payment: the floating M_LAND
        # mana's, else the first such source's (two of them with other colours only in a game
        # where no land ability has a coloured cost: the compiler's deck check, so that colour
        # is never read)
        c = chosen_color(s, i)
        if cost.land_ability and c >= 0:
            if src.land_color < 0:
                src.land_color = c
            prod[M_LAND] = MA_AMOUNT[ma]
            add_mode(src, ma, c, prod, False)


cdef void begin_source(SourceList* src, int obj) noexcept nogil:
    src.obj[src.n] = <int16_t>obj
    src.first[src.n] = <int16_t>src.nmodes
    src.max_total[src.n] = 0


cdef void end_source(const TCBState* s, SourceList* src) noexcept nogil:
    cdef int j, n = src.n
    src.count[n] = <int16_t>(src.nmodes - src.first[n])
    if src.count[n] == 0:
        return
    src.cls[n] = <int16_t>n
    if src.obj[n] < MAX_OBJECTS:
        for j in range(n):
            if src.obj[j] < MAX_OBJECTS and objects_equivalent(s, src.obj[j], src.obj[n]):
                src.cls[n] = src.cls[j]
                break
    src.n = n + 1


cdef void collect_sources(const TCBState* s, int player, const Cost* cost, SourceList* src) noexcept nogil:
    """Every permanent, card in hand and effect that can make mana for this payment."""
    cdef int i, k, ma, lt, card
    cdef int prod[PAY_SLOTS]
    cdef bint active
    src.n = 0
    src.nmodes = 0
    src.land_color = -1
    if s.players[player].pool[M_LAND]:
        src.land_color = s.players[player].pool[M_LAND] >> LAND_MANA_COLOR_SHIFT
    for i in range(s.object_limit):
        if src.n >= MAX_SOURCES:
            break
        if cost.excluded & (1u << i):
            continue
        if cost.creature_mana and not (s.objects[i].zone == Z_BATTLEFIELD and is_creature(s, i)):
            continue
        card = s.objects[i].card
        if s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == player:
            active = printed_active(s, i) and not revoker_stops(s, card)
            begin_source(src, i)
            if active or (CARD_FLAGS[card] & CDF_SAGA):
                for k in range(CARD_MANA_SLOTS):
                    ma = CARD_MANA[card][k]
                    if ma < 0:
                        break
                    if MA_GRANT[ma] >= 0:           # gained (Urza's Saga's chapter I)
                        if not granted_on(s, i, MA_GRANT[ma]) or revoker_stops(s, card):
                            continue
                    elif not active:
                        continue
                    if MA_KIND[ma] != MK_HAND_EXILE and MA_KIND[ma] != MK_DISCARD_HAND_ONE_COLOR:
                        modes_of_mana_ability(s, i, ma, cost, src)
            lt = obj_landtypes(s, i)
            if lt and can_use_tap(s, i):
                begin_ability(src)
                for k in range(5):
                    if lt & (1 << k):
                        memset(prod, 0, sizeof(prod))
                        prod[k] = 1
                        add_mode(src, MODE_BASIC_TYPE, k, prod, False)
            end_source(s, src)
        elif (s.objects[i].zone == Z_HAND and s.objects[i].owner == player
                and not revoker_stops(s, card)):
            begin_source(src, i)
            for k in range(CARD_MANA_SLOTS):
                ma = CARD_MANA[card][k]
                if ma < 0:
                    break
                if MA_KIND[ma] == MK_HAND_EXILE:
                    modes_of_mana_ability(s, i, ma, cost, src)
            end_source(s, src)
    if (s.players[player].flags & PF_CHANNEL) and src.n < MAX_SOURCES and not cost.creature_mana:
        begin_source(src, CHANNEL_SOURCE)
        begin_ability(src)
        for k in range(1, s.players[player].life - cost.life + 1):
            if k > cost_mana_total(cost):
                break
            memset(prod, 0, sizeof(prod))
            prod[M_C] = k
            add_mode(src, MODE_CHANNEL, k, prod, False)
        end_source(s, src)


# ---------------------------------------------------------------------------------------------
# Enumerating payments
# ---------------------------------------------------------------------------------------------
ctypedef struct PayCursor:
    const TCBState* s
    const Cost* cost
    const SourceList* src
    int player
    int life_available
    bint artifact_spell
    bint land_ability         # M_LAND mana may pay (cost.land_ability)
    bint no_pool              # cost.creature_mana: the pool pays nothing and stays as it is
    int generic_slots         # the pool slots generic mana is taken from: POOL_SLOTS, and M_LAND
                              #   too (PAY_SLOTS) for a land ability's cost
    int need_min              # mana the cost needs at least (all Phyrexian paid with life)
    int8_t choice[MAX_SOURCES]   # 0 = unused, else mode + 1
    int produced[PAY_SLOTS]
    int channel_life
    Payment* out
    int max_out
    int n_out
    bint any_will_do          # only whether the cost can be paid: take the first payment found
    int suffix_max[MAX_SOURCES + 1]


cdef int mode_side_effects(const SourceList* src, int m) noexcept nogil:
    """What using source mode m does to the game besides the mana it makes (use_mana_mode),
    packed in one number: modes with equal numbers differ only in their mana."""
    cdef int ma = src.mode_ma[m]
    cdef int kind, counters = 0
    if ma == MODE_CHANNEL:
        return 0
    if ma == MODE_BASIC_TYPE:
        return 1                                  # taps the land
    kind = MA_KIND[ma]
    if kind == MK_HAND_EXILE:
        return 2
    if kind == MK_PER_COUNTER:
        counters = src.mode_arg[m]
    elif kind == MK_DEPLETION:
        counters = 1
    return ((1 if MA_TAP[ma] else 0) + (4 if MA_RETURN_AT_UNTAP[ma] else 0)
            + (8 if MA_SAC[ma] else 0) + (counters << 4) + (MA_SELF_DAMAGE[ma] << 12))


cdef bint same_payment(const SourceList* src, const Payment* a, const Payment* b) noexcept nogil:
    """Do both payments end in the same state? The same sources with the same side effects,
    and the same pool left, life paid and Cavern of Souls mana (TB-8: a land tapped for {B} or
    for {C} pays a generic {1} alike)."""
    cdef int j
    if (memcmp(a.leftover, b.leftover, sizeof(a.leftover)) != 0
            or a.life != b.life or a.cavern != b.cavern):
        return False
    for j in range(src.n):
        if a.mode_of[j] == b.mode_of[j]:
            continue
        if a.mode_of[j] == 0 or b.mode_of[j] == 0:
            return False
        if (mode_side_effects(src, src.first[j] + a.mode_of[j] - 1)
                != mode_side_effects(src, src.first[j] + b.mode_of[j] - 1)):
            return False
    return True


cdef bint payment_exists(const PayCursor* pc, const Payment* p) noexcept nogil:
    cdef int k
    for k in range(pc.n_out):
        if same_payment(pc.src, &pc.out[k], p):
            return True
    return False


cdef bint pure_floater(const PayCursor* pc, const Payment* p) noexcept nogil:
    """Does some used source have all of its mana still floating? (Then the payment without it
    would do the same, the source staying untapped.)"""
    cdef const SourceList* src = pc.src
    cdef int j, k, m
    for j in range(src.n):
        if pc.choice[j] == 0:
            continue
        m = src.first[j] + pc.choice[j] - 1
        if src.mode_ma[m] == MODE_CHANNEL:
            if p.leftover[M_C] > 0:
                return True
            continue
        for k in range(PAY_SLOTS):
            if src.mode_prod[m][k] > p.leftover[k]:
                break
        else:
            return True
    return False


cdef void record_payment(PayCursor* pc, const int* left, int life) noexcept nogil:
    cdef Payment p
    cdef int j, k, m
    if pc.n_out >= pc.max_out:
        return
    memset(&p, 0, sizeof(Payment))
    for j in range(pc.src.n):
        p.mode_of[j] = <uint8_t>pc.choice[j]
        if pc.choice[j]:
            m = pc.src.first[j] + pc.choice[j] - 1
            if pc.src.mode_cavern[m]:
                p.cavern = 1
    for k in range(PAY_SLOTS):
        p.leftover[k] = <int8_t>left[k]
    p.life = <int16_t>life
    if not pc.any_will_do and pure_floater(pc, &p):
        return
    if pc.no_pool:                        # the pool, untouched, floats on
        for k in range(POOL_SLOTS):
            p.leftover[k] = <int8_t>(p.leftover[k] + pc.s.players[pc.player].pool[k])
        p.leftover[M_LAND] = <int8_t>(p.leftover[M_LAND] + land_mana(pc.s, pc.player))
    if not pc.any_will_do and payment_exists(pc, &p):
        return
    pc.out[pc.n_out] = p
    pc.n_out += 1


cdef void spend_generic(PayCursor* pc, int* rem, int slot, int generic, int life) noexcept nogil:
    """Every way to take `generic` mana from the remaining pool (slots from `slot` on)."""
    cdef int take, most
    if pc.n_out >= pc.max_out:
        return
    if generic == 0:
        record_payment(pc, rem, life)
        return
    # a slot with nothing to take passes the whole cost on (Workshop mana, but for an artifact
    # spell, stays for the slots after it)
    while slot < pc.generic_slots and (rem[slot] == 0 or (slot == M_ARTIFACT_C
                                                          and not pc.artifact_spell)):
        slot += 1
    if slot >= pc.generic_slots:
        return
    most = rem[slot] if rem[slot] < generic else generic
    take = most
    while take >= 0:
        rem[slot] -= take
        spend_generic(pc, rem, slot + 1, generic - take, life)
        rem[slot] += take
        take -= 1


cdef void pay_from_total(PayCursor* pc, const int* total) noexcept nogil:
    """All ways to pay the cost out of `total` mana: hybrid symbols by either colour (each split
    in turn; splits that end alike are one payment, record_payment), then the rest."""
    cdef const Cost* c = pc.cost
    cdef int extra[5]
    cdef int h0, h1
    if c.hybrid[0] == 0 and c.hybrid[1] == 0:
        memset(extra, 0, sizeof(extra))
        pay_split(pc, total, extra)
        return
    for h0 in range((c.hybrid[0] >> 5) + 1):
        for h1 in range((c.hybrid[1] >> 5) + 1):
            memset(extra, 0, sizeof(extra))
            hybrid_split(c.hybrid[0], h0, extra)
            hybrid_split(c.hybrid[1], h1, extra)
            pay_split(pc, total, extra)


cdef void pay_split(PayCursor* pc, const int* total, const int* extra) noexcept nogil:
    """All ways to pay the cost, with `extra` coloured mana for its hybrid symbols, out of
    `total` mana: Phyrexian symbols by mana or life, {C} from colourless or Workshop mana,
    generic from anything; for an ability of a land source, the symbols of M_LAND mana's colour
    by every split between it and the other mana of that colour."""
    cdef const Cost* c = pc.cost
    cdef int rem[PAY_SLOTS]
    cdef int need[5]
    cdef int by_life[5]
    cdef int k, life, a, most_a, r, most_r, lc
    cdef bint carry, short
    memset(by_life, 0, sizeof(by_life))
    lc = pc.src.land_color if pc.land_ability and total[M_LAND] > 0 else -1
    while True:
        life = c.life + pc.channel_life
        for k in range(5):
            life += 2 * by_life[k]
        if life <= pc.life_available:
            for k in range(5):
                need[k] = c.colored[k] + c.phyrexian[k] - by_life[k] + extra[k]
            most_r = 0
            if lc >= 0:
                most_r = need[lc] if need[lc] < total[M_LAND] else total[M_LAND]
            for r in range(most_r + 1):
                short = False
                for k in range(PAY_SLOTS):
                    rem[k] = total[k]
                for k in range(5):
                    rem[k] -= need[k] - (r if k == lc else 0)
                    if rem[k] < 0:
                        short = True
                        break
                if short:
                    continue
                rem[M_LAND] -= r
                most_a = rem[M_ARTIFACT_C] if pc.artifact_spell else 0
                if most_a > c.colorless:
                    most_a = c.colorless
                for a in range(most_a + 1):
                    if rem[M_C] >= c.colorless - a:
                        rem[M_C] -= c.colorless - a
                        rem[M_ARTIFACT_C] -= a
                        spend_generic(pc, rem, 0, c.generic, life)
                        rem[M_C] += c.colorless - a
                        rem[M_ARTIFACT_C] += a
        # next split of Phyrexian symbols between mana and life
        carry = True
        for k in range(5):
            if not carry:
                break
            if by_life[k] < c.phyrexian[k]:
                by_life[k] += 1
                carry = False
            else:
                by_life[k] = 0
        if carry:
            return


cdef void search_sources(PayCursor* pc, int j) noexcept nogil:
    cdef const SourceList* src = pc.src
    cdef int total[PAY_SLOTS]
    cdef int k, m, sum_now, limit, prev
    if pc.n_out >= pc.max_out:
        return
    if j == src.n:
        sum_now = 0
        for k in range(POOL_SLOTS):
            total[k] = pc.produced[k] + (0 if pc.no_pool else pc.s.players[pc.player].pool[k])
        total[M_LAND] = pc.produced[M_LAND] + (0 if pc.no_pool else land_mana(pc.s, pc.player))
        pay_from_total(pc, total)
        return
    sum_now = pc.produced[M_LAND] + (0 if pc.no_pool else land_mana(pc.s, pc.player))
    for k in range(POOL_SLOTS):
        sum_now += pc.produced[k] + (0 if pc.no_pool else pc.s.players[pc.player].pool[k])
    if sum_now + pc.suffix_max[j] < pc.need_min:
        return
    # identical sources: their choices never increase along the class (one canonical order)
    limit = src.count[j]
    for prev in range(j - 1, -1, -1):
        if src.cls[prev] == src.cls[j]:
            limit = pc.choice[prev]
            break
    for m in range(limit, -1, -1):
        pc.choice[j] = <int8_t>m
        if m:
            for k in range(PAY_SLOTS):
                pc.produced[k] += src.mode_prod[src.first[j] + m - 1][k]
            if src.mode_ma[src.first[j] + m - 1] == MODE_CHANNEL:
                pc.channel_life = src.mode_arg[src.first[j] + m - 1]
        search_sources(pc, j + 1)
        if m:
            for k in range(PAY_SLOTS):
                pc.produced[k] -= src.mode_prod[src.first[j] + m - 1][k]
            if src.mode_ma[src.first[j] + m - 1] == MODE_CHANNEL:
                pc.channel_life = 0
        if pc.n_out >= pc.max_out:
            return
    pc.choice[j] = 0


cdef int enumerate_payments(const TCBState* s, int player, const Cost* cost, SourceList* src,
                            Payment* out, int max_out) noexcept nogil:
    """The distinct ways to pay `cost` (at most max_out); 0 when it cannot be paid."""
    return search_payments(s, player, cost, src, out, max_out, False)


cdef int search_payments(const TCBState* s, int player, const Cost* cost, SourceList* src,
                         Payment* out, int max_out, bint any_will_do) noexcept nogil:
    cdef PayCursor pc
    cdef int j, k
    collect_sources(s, player, cost, src)
    memset(&pc, 0, sizeof(PayCursor))
    pc.s = s
    pc.cost = cost
    pc.src = src
    pc.player = player
    pc.life_available = s.players[player].life
    pc.artifact_spell = (cost.purpose == PURPOSE_SPELL and cost.spell_obj >= 0
                         and (CARD_TYPES[s.objects[cost.spell_obj].card] & T_ARTIFACT) != 0)
    pc.land_ability = cost.land_ability != 0
    pc.no_pool = cost.creature_mana != 0
    pc.generic_slots = PAY_SLOTS if pc.land_ability else POOL_SLOTS
    pc.need_min = cost.generic + cost.colorless + (cost.hybrid[0] >> 5) + (cost.hybrid[1] >> 5)
    for k in range(5):
        pc.need_min += cost.colored[k]
    pc.out = out
    pc.max_out = max_out
    pc.any_will_do = any_will_do
    pc.suffix_max[src.n] = 0
    for j in range(src.n - 1, -1, -1):
        pc.suffix_max[j] = pc.suffix_max[j + 1] + src.max_total[j]
    if cost.life > pc.life_available:
        return 0
    search_sources(&pc, 0)
    return pc.n_out


cdef bint can_pay(const TCBState* s, int player, const Cost* cost) noexcept nogil:
    """Can `cost` be paid? Any payment will do, even one that leaves a source's whole mana
    floating (which enumerate_payments drops as a duplicate of the same payment without that
    source): dropping such sources one by one always leaves a payment it keeps."""
    cdef SourceList src
    cdef Payment one
    cdef int judged
    if cost_is_free(cost):
        return True
    judged = judge_mana(s, player, cost)
    if judged != MANA_UNSURE:
        return judged == MANA_ENOUGH
    return search_payments(s, player, cost, &src, &one, 1, True) > 0


cdef int mana_ability_bound(const TCBState* s, int i, int ma, int* colors) noexcept nogil:
    """The most mana one activation of mana ability `ma` of object i could make, and (in
    `colors`) the colours it could make: an upper bound for a quick rejection."""
    cdef int kind = MA_KIND[ma]
    cdef int k, n = 0
    if kind == MK_FIXED:
        for k in range(POOL_SLOTS):
            n += MA_FIXED[ma][k]
            if k < 5 and MA_FIXED[ma][k]:
                colors[0] |= 1 << k
        return n
    if kind == MK_ONE_COLOR or kind == MK_CAVERN:
        colors[0] |= ALL_COLORS
        return MA_AMOUNT[ma] if kind == MK_ONE_COLOR else 1
    if kind == MK_PER_COUNTER or kind == MK_DEPLETION or kind == MK_HAND_EXILE:
        if MA_SLOT[ma] < 5:
            colors[0] |= 1 << MA_SLOT[ma]
        if kind == MK_PER_COUNTER:
            return s.objects[i].counters
        return MA_AMOUNT[ma]
    if kind == MK_PER_ARTIFACT:
        colors[0] |= 1 << MA_SLOT[ma]
        return count_controlled(s, s.objects[i].controller, T_ARTIFACT)
    if kind == MK_WORKSHOP:
        return MA_AMOUNT[ma]
    if kind == MK_CHOSEN_COLOR or kind == MK_LAND_ONLY:
        k = chosen_color(s, i)
        if k < 0:
            return 0
        colors[0] |= 1 << k
        return MA_AMOUNT[ma]
    return 0


cdef bint quick_mana_proofs = True


def prove_payments_quickly(bint on):
    """Turns judge_mana's MANA_ENOUGH shortcut on or off (off: every payable cost is searched
    for, for comparison in tests); returns the previous setting."""
    global quick_mana_proofs
    was = quick_mana_proofs
    quick_mana_proofs = on
    forget_turn_runs()                 # ends kept under the other setting
    return was


cdef enum:
    MANA_SHORT = 0            # the cost certainly cannot be paid
    MANA_UNSURE = 1           # only a search for a payment can tell
    MANA_ENOUGH = 2           # the cost certainly can be paid


cdef int judge_mana(const TCBState* s, int player, const Cost* cost) noexcept nogil:
    """Two bounds on the mana `player` can make for `cost`, found in one pass over their
    objects. The most: every source at its largest; too little in all, or a colour no source
    can make, is MANA_SHORT (Phyrexian symbols may be paid with life, so they are left out).
    The least: the pool plus the sources that surely make fixed mana by tapping (a {T}
    ability of fixed mana, else a single basic land type), all of them tapped at once; when
    that pays the cost it is MANA_ENOUGH."""
    cdef int total = 0, colors = 0, k, i, ma, best, one, c, slot
    cdef int need = cost.generic + cost.colorless + (cost.hybrid[0] >> 5) + (cost.hybrid[1] >> 5)
    cdef int sure[POOL_SLOTS]
    cdef int sure_generic = 0
    cdef bint land_types, can_tap, sure_counted, active
    cdef const Obj* o
    for k in range(5):
        need += cost.colored[k]
    if cost.creature_mana:
        return MANA_UNSURE                  # Myr Superion: its sources are searched for
    for k in range(POOL_SLOTS):
        total += s.players[player].pool[k]
        sure[k] = s.players[player].pool[k]
        if k < 5 and s.players[player].pool[k]:
            colors |= 1 << k
    if cost.land_ability and s.players[player].pool[M_LAND]:
        total += land_mana(s, player)
        colors |= 1 << (s.players[player].pool[M_LAND] >> LAND_MANA_COLOR_SHIFT)
    if s.players[player].flags & PF_CHANNEL:
        total += s.players[player].life
    land_types = False
    for i in range(s.object_limit):
        o = &s.objects[i]
        if o.zone == Z_BATTLEFIELD:
            if o.controller != player or (cost.excluded >> i) & 1:
                continue
            if CARD_MANA[o.card][0] < 0 and not (CARD_TYPES[o.card] & T_LAND):
                continue                        # no mana ability, no land type: no mana
        elif o.zone == Z_HAND:
            if o.owner != player or CARD_MANA[o.card][0] < 0:
                continue
        else:
            continue
        best = 0
        can_tap = o.zone == Z_BATTLEFIELD and can_use_tap(s, i)
        sure_counted = False
        if o.zone == Z_BATTLEFIELD and (CARD_TYPES[o.card] & T_LAND):
            if not (o.flags & OF_TAPPED):
                best = 1                               # a basic land type, or Urborg's Swamp
                land_types = True
        active = CARD_MANA[o.card][0] >= 0 and printed_active(s, i)
        if (active or (CARD_FLAGS[o.card] & CDF_SAGA)) and not revoker_stops(s, o.card):
            for k in range(CARD_MANA_SLOTS):
                ma = CARD_MANA[o.card][k]
                if ma < 0:
                    break
                if MA_GRANT[ma] >= 0:
                    if not granted_on(s, i, MA_GRANT[ma]):
                        continue
                elif not active:
                    continue
                if (MA_KIND[ma] == MK_HAND_EXILE) != (o.zone == Z_HAND):
                    continue
                if MA_TAP[ma] and (o.flags & OF_TAPPED):
                    continue
                if MA_KIND[ma] == MK_LAND_ONLY and not cost.land_ability:
                    continue
                if can_tap and not sure_counted and MA_KIND[ma] == MK_FIXED and MA_TAP[ma]:
                    for slot in range(POOL_SLOTS):    # the first {T} ability of fixed mana
                        sure[slot] += MA_FIXED[ma][slot]
                    sure_counted = True
                c = 0
                one = mana_ability_bound(s, i, ma, &c)
                colors |= c
                if one > best:
                    best = one
        total += best
        if can_tap and not sure_counted:
            sure_generic += add_land_type_mana(s, i, sure)
    if land_types and cost_has_colors(cost):
        colors |= ALL_COLORS if (magus_on(s) or urborg_on(s)
                                 or game_has_static(s, S_ENCHANTED_LAND_TYPE)) else land_colors(s, player)
    if total < need:
        return MANA_SHORT
    for k in range(5):
        if cost.colored[k] and not (colors >> k) & 1:
            return MANA_SHORT
    for k in range(2):
        if cost.hybrid[k] and not (colors & cost.hybrid[k] & ALL_COLORS):
            return MANA_SHORT
    if quick_mana_proofs and sure_mana_pays(cost, sure, sure_generic):
        return MANA_ENOUGH
    return MANA_UNSURE


cdef inline bint cost_has_colors(const Cost* cost) noexcept nogil:
    """Has the cost coloured or hybrid symbols (the only ones judge_mana reads colours for)?"""
    cdef int k
    for k in range(5):
        if cost.colored[k]:
            return True
    return cost.hybrid[0] != 0 or cost.hybrid[1] != 0


cdef int add_land_type_mana(const TCBState* s, int i, int* sure) noexcept nogil:
    """Adds to `sure` the mana untapped land i makes for certain with its basic land type, if it
    has only one. Returns 1 for a land of several basic types (one mana of a colour not known
    in advance, counted for generic costs only), else 0."""
    cdef int k
    cdef int lt = obj_landtypes(s, i)
    if lt == 0:
        return 0
    if lt & (lt - 1):
        return 1
    for k in range(5):
        if lt == (1 << k):
            sure[k] += 1
    return 0


cdef bint sure_mana_pays(const Cost* cost, const int* sure, int sure_generic) noexcept nogil:
    """Does this mana pay the cost, colours first, generic from the rest? Phyrexian symbols
    and life are left to the search. Workshop mana (artifact spells only) is not counted."""
    cdef int k, spare = sure_generic
    if cost.life or cost.hybrid[0]:
        return False                      # (hybrid symbols too: the search splits them)
    for k in range(5):
        if cost.phyrexian[k] or sure[k] < cost.colored[k]:
            return False
        spare += sure[k] - cost.colored[k]
    if sure[M_C] < cost.colorless:
        return False
    spare += sure[M_C] - cost.colorless
    return spare >= cost.generic


cdef int land_colors(const TCBState* s, int player) noexcept nogil:
    cdef int i, colors = 0
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == player
                and (CARD_TYPES[s.objects[i].card] & T_LAND)):
            colors |= CARD_LANDTYPES[s.objects[i].card]
    return colors


# ---------------------------------------------------------------------------------------------
# Paying
# ---------------------------------------------------------------------------------------------
cdef void use_mana_mode(TCBState* s, const SourceList* src, int j, int m) noexcept nogil:
    """Activates source j's mana ability in mode m: its costs and side effects (the mana itself
    is accounted for by the payment's leftover pool)."""
    cdef int obj = src.obj[j]
    cdef int ma = src.mode_ma[m]
    cdef int kind, controller
    if ma == MODE_CHANNEL:
        return                                   # life is paid with the rest of the payment
    if ma == MODE_BASIC_TYPE:
        tap_object(s, obj)
        return
    kind = MA_KIND[ma]
    if kind == MK_HAND_EXILE:
        move_object(s, obj, Z_EXILE)
        return
    controller = s.objects[obj].controller
    if MA_TAP[ma]:
        tap_object(s, obj)
    if kind == MK_PER_COUNTER:
        s.objects[obj].counters -= <uint8_t>src.mode_arg[m]
    elif kind == MK_DEPLETION:
        s.objects[obj].counters -= 1
    if MA_RETURN_AT_UNTAP[ma]:
        s.objects[obj].flags |= OF_RETURN_AT_UNTAP
    if MA_SELF_DAMAGE[ma] and not (MA_DAMAGE_UNLESS_CTYPE[ma] >= 0 and controls_creature_of_type(
            s, controller, MA_DAMAGE_UNLESS_CTYPE[ma])):
        deal_damage_to_player(s, obj, False, controller, MA_SELF_DAMAGE[ma], False)
    if MA_SAC[ma] or (kind == MK_DEPLETION and s.objects[obj].counters == 0):
        sacrifice(s, obj)


cdef bint controls_creature_of_type(const TCBState* s, int player, int ctype) noexcept nogil:
    """Tomb of Urami: "if you don't control an Ogre" (changelings and Mutavault count)."""
    cdef int i
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == player
                and is_creature(s, i) and obj_has_ctype(s, i, ctype)):
            return True
    return False


cdef inline bint spent_mana_matters(const TCBState* s) noexcept nogil:
    """Only Lavinia reads SF_MANA_SPENT: elsewhere it is not set, so that a spell cast with
    mana and the same spell cast without stay one state."""
    return game_has_static(s, S_OPP_MV_AT_MOST_LANDS)


cdef bint payment_spends_mana(const TCBState* s, int player, const SourceList* src,
                             const Payment* p) noexcept nogil:
    """Does the payment spend mana (CR 601.2h)? The pool before it plus what its sources make,
    against what it leaves floating; life paid for Phyrexian symbols is no mana."""
    cdef int j, k, m, have = land_mana(s, player), left = p.leftover[M_LAND]
    for k in range(POOL_SLOTS):
        have += s.players[player].pool[k]
        left += p.leftover[k]
    for j in range(src.n):
        if p.mode_of[j]:
            m = src.first[j] + p.mode_of[j] - 1
            for k in range(PAY_SLOTS):
                have += src.mode_prod[m][k]
    return have > left


cdef void apply_payment(TCBState* s, int player, const SourceList* src, const Payment* p) noexcept nogil:
    cdef int j, k
    for j in range(src.n):
        if p.mode_of[j]:
            use_mana_mode(s, src, j, src.first[j] + p.mode_of[j] - 1)
    for k in range(POOL_SLOTS):
        s.players[player].pool[k] = <uint8_t>p.leftover[k]
    s.players[player].pool[M_LAND] = 0
    if p.leftover[M_LAND] > 0:
        s.players[player].pool[M_LAND] = <uint8_t>(
            (p.leftover[M_LAND] if p.leftover[M_LAND] < LAND_MANA_AMOUNT else LAND_MANA_AMOUNT)
            | (src.land_color << LAND_MANA_COLOR_SHIFT))
    if p.life:
        lose_life(s, player, p.life)


cdef int total_spell_cost(const TCBState* s, int obj, int ability, int x, Cost* c) noexcept nogil:
    """CR 601.2f: the mana cost or alternative cost, plus increases (Thalia, Lodestone Golem,
    Sphere of Resistance, Elite Spellbinder);
    then Trinisphere raises what is still below three mana. Returns 0."""
    cdef int card = s.objects[obj].card
    cdef uint32_t flags = AB_FLAGS[ability]
    cdef int k, total
    cost_clear(c)
    c.purpose = PURPOSE_SPELL
    c.spell_obj = <int16_t>obj
    if has_static(card, S_CREATURE_MANA_ONLY):
        c.creature_mana = 1
    if not (flags & ABF_NO_MANA):
        if flags & ABF_MANA_COST:
            cost_from_table(c, CARD_COST[card], CARD_PHYREXIAN[card], x)
            cost_add_hybrid(c, CARD_HYBRID[card])
        else:
            cost_from_table(c, AB_COST[ability], AB_PHYREXIAN[ability], x)
    for k in range(2):
        if AB_EXTRA[ability][k] == EC_PAY_LIFE:
            c.life += AB_EXTRA_ARG[ability][k]
    c.generic += spell_tax(s, card, s.objects[obj].owner)    # a card is cast by its owner
    if (s.objects[obj].flags & OF_SPELLBOUND) and AB_ZONE[ability] == Z_HAND:
        # not when cast by its own permission (Misthollow Griffin); Elite Spellbinder's {2},
        # or the tax kept with a play permission (Lightstall Inquisitor's {1})
        if s.objects[obj].choice >= PERMIT_PLAY:
            c.generic += s.objects[obj].choice - PERMIT_PLAY
        else:
            c.generic += 2
    if untapped_trinispheres(s) > 0:
        total = cost_mana_total(c)
        if total < 3:
            c.generic += 3 - total
    return 0


cdef enum:
    TAX_STATICS = (1 << S_NONCREATURE_TAX) | (1 << S_NONARTIFACT_TAX) | (1 << S_SPELL_TAX)


cdef int spell_tax(const TCBState* s, int card, int caster) noexcept nogil:
    """CR 601.2f: what static abilities add to the cost of a spell of `card` that `caster`
    casts: Thalia's (noncreature spells), Lodestone Golem's (nonartifact spells), Sphere of
    Resistance's (every spell), Anointed Peacekeeper's (its controller's opponents' spells with
    the chosen name). Nothing to do, at the cost of one test, in a game without such a card."""
    cdef int i, c, tax = 0
    cdef int types = CARD_TYPES[card]
    cdef uint64_t mask
    cdef uint64_t taxes = (<uint64_t>TAX_STATICS | (1ULL << S_CHOSEN_NAME_TAX)
                           | (1ULL << S_ENCHANTED_PLAYER_NAME_TAX))
    if not (s.game_statics & taxes):
        return 0
    for i in range(s.object_limit):
        if s.objects[i].zone != Z_BATTLEFIELD:
            continue
        c = s.objects[i].card
        mask = CARD_STATIC_MASK[c] & taxes
        if not mask or not printed_active(s, i):
            continue
        if ((mask & (1ULL << S_CHOSEN_NAME_TAX)) and s.objects[i].choice == card
                and s.objects[i].controller != caster):
            tax += static_arg(c, S_CHOSEN_NAME_TAX)
        if ((mask & (1ULL << S_ENCHANTED_PLAYER_NAME_TAX)) and s.objects[i].choice == card
                and s.objects[i].attached == ATTACHED_BASE + TGT_PLAYER0 + caster):
            tax += static_arg(c, S_ENCHANTED_PLAYER_NAME_TAX)     # Curse of Silence
        if (mask & (1ULL << S_NONCREATURE_TAX)) and not (types & T_CREATURE):
            tax += static_arg(c, S_NONCREATURE_TAX)
        if (mask & (1ULL << S_NONARTIFACT_TAX)) and not (types & T_ARTIFACT):
            tax += static_arg(c, S_NONARTIFACT_TAX)
        if mask & (1ULL << S_SPELL_TAX):
            tax += static_arg(c, S_SPELL_TAX)
    return tax


cdef int untapped_trinispheres(const TCBState* s) noexcept nogil:
    cdef int i, n = 0
    if not game_has_static(s, S_TRINISPHERE):
        return 0
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and untapped(s, i)
                and static_on(s, i, S_TRINISPHERE)):
            n += 1
    return n


cdef int ability_tax(const TCBState* s, int card) noexcept nogil:
    """CR 602.2b, 601.2f: Anointed Peacekeeper: activated abilities of sources with the chosen
    name cost {arg} more, whoever controls them (not mana abilities). One bit test in a game
    without it."""
    cdef int i, tax = 0
    if not game_has_static(s, S_CHOSEN_NAME_TAX):
        return 0
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].choice == card
                and static_on(s, i, S_CHOSEN_NAME_TAX)):
            tax += static_arg(s.objects[i].card, S_CHOSEN_NAME_TAX)
    return tax


cdef int legendary_creatures_of(const TCBState* s, int player) noexcept nogil:
    cdef int i, n = 0
    cdef bint all_legendary = all_legendary_on(s)
    for i in range(s.object_limit):
        if (s.objects[i].zone == Z_BATTLEFIELD and s.objects[i].controller == player
                and is_creature(s, i) and obj_legendary(s, i, all_legendary)):
            n += 1
    return n


cdef void ability_cost(const TCBState* s, int obj, int ability, int x, Cost* c) noexcept nogil:
    cdef int k
    cost_clear(c)
    c.purpose = PURPOSE_ABILITY
    c.spell_obj = -1
    cost_from_table(c, AB_COST[ability], AB_PHYREXIAN[ability], x)
    if AB_KIND[ability] == AK_ACTIVATED and obj < MAX_OBJECTS:
        # CR 109.2: "land sources" (Sunken Citadel's mana) are lands in any zone. Only cards
        # choosing a colour as they enter make such mana (the compiler checks it).
        if game_has_static(s, S_CHOOSE_COLOR):
            if s.objects[obj].zone == Z_BATTLEFIELD:
                c.land_ability = (obj_types(s, obj) & T_LAND) != 0
            else:
                c.land_ability = (CARD_TYPES[s.objects[obj].card] & T_LAND) != 0
        c.generic += ability_tax(s, s.objects[obj].card)
        if AB_FLAGS[ability] & ABF_LEGEND_DISCOUNT:
            # CR 601.2f: increases first, then reductions, which reduce only generic mana. The
            # activator is the card's owner (an ability of a card in hand, CR 602.1).
            c.generic -= legendary_creatures_of(s, s.objects[obj].owner)
            if c.generic < 0:
                c.generic = 0
    for k in range(2):
        if AB_EXTRA[ability][k] == EC_PAY_LIFE:
            c.life += AB_EXTRA_ARG[ability][k]
    if (AB_FLAGS[ability] & (ABF_TAP | ABF_SAC_SELF)) and obj < MAX_OBJECTS:
        c.excluded |= 1u << obj


cdef void effect_cost(Cost* c, int cost_id) noexcept nogil:
    cost_clear(c)
    c.purpose = PURPOSE_EFFECT
    c.spell_obj = -1
    cost_from_table(c, EFFECT_COST[cost_id], NO_PHYREXIAN, 0)

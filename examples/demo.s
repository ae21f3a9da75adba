; Sum 1..10 in a scalar loop, then combine it with each lane's id in the vector ALU.
; `cdna-isa run` starts every wave with v0 = lane id (0..63).
        s_mov_b32 s0, 0              ; running sum
        s_mov_b32 s1, 1              ; loop counter
loop:
        s_add_u32 s0, s0, s1
        s_add_u32 s1, s1, 1
        s_cmp_le_u32 s1, 10
        s_cbranch_scc1 loop
        v_mul_u32_u24 v1, 3, v0      ; v1 = 3 * lane
        v_add_u32 v1, s0, v1         ; v1 = 55 + 3 * lane
        v_and_b32 v2, 1, v0          ; v2 = lane & 1
        v_add_f32 v3, 0.5, v1        ; float add of an integer's bits: shows the f32 view
        v_lshlrev_b32 v4, 4, v1      ; v4 = v1 << 4
        s_endpgm

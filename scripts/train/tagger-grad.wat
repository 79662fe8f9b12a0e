(module
  ;; This module's memory holds one batch of the tagger trainer's backward pass (scripts/train/tagger.ts tagGradients).
  ;; Built into scripts/train/tagger-grad.ts as base64 (GRAD_WASM); to rebuild after editing, with wabt's wat2wasm:
  ;;   npx -p wabt@1.0.39 wat2wasm scripts/train/tagger-grad.wat -o /tmp/g.wasm && base64 -w0 /tmp/g.wasm
  ;; (tagger-grad.test.ts checks the kernel against the JavaScript loop bit for bit, and that this file assembles to it).
  (memory (export "memory") 1)
  ;; gw1(cen, inv, row, grad, count, batch, out, dim, hidden), byte offsets into this module's memory:
  ;;   cen: [batch][dim] f64, each input minus its mean; inv: [dim] f64, 1/std;
  ;;   row: [hidden][batch] i32 and grad: [hidden][batch] f64, each hidden unit's rows with a non-zero gradient, in
  ;;   order, and those gradients; count: [hidden] i32, how many; out: [hidden][dim] f32. dim % 16 == 0.
  ;; out[h][c] = Σ over h's rows r, in order, of (grad · cen[r][c]) · inv[c], rounded to f32 after each addition
  ;; (starting from +0): the JavaScript loop's Math.fround(acc + d · x · v), each an IEEE double operation, so the same
  ;; bits. Sixteen columns at a time, in eight f64x2 sums (one sum's add-and-round chain alone would set the pace).
  (func (export "gw1") (param $cen i32) (param $inv i32) (param $row i32) (param $grad i32) (param $count i32) (param $batch i32) (param $out i32) (param $dim i32) (param $hidden i32)
    (local $c i32) (local $h i32) (local $j i32) (local $end i32) (local $rowBytes i32) (local $col i32) (local $p i32) (local $o i32)
    (local $d v128)
    (local $i0 v128) (local $i1 v128) (local $i2 v128) (local $i3 v128) (local $i4 v128) (local $i5 v128) (local $i6 v128) (local $i7 v128)
    (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128) (local $a4 v128) (local $a5 v128) (local $a6 v128) (local $a7 v128)
    (local.set $rowBytes (i32.shl (local.get $dim) (i32.const 3)))
    (block $cdone
      (loop $cols
        (br_if $cdone (i32.ge_u (local.get $c) (local.get $dim)))
        (local.set $col (i32.add (local.get $cen) (i32.shl (local.get $c) (i32.const 3))))
        (local.set $p (i32.add (local.get $inv) (i32.shl (local.get $c) (i32.const 3))))
        (local.set $i0 (v128.load offset=0 (local.get $p)))
        (local.set $i1 (v128.load offset=16 (local.get $p)))
        (local.set $i2 (v128.load offset=32 (local.get $p)))
        (local.set $i3 (v128.load offset=48 (local.get $p)))
        (local.set $i4 (v128.load offset=64 (local.get $p)))
        (local.set $i5 (v128.load offset=80 (local.get $p)))
        (local.set $i6 (v128.load offset=96 (local.get $p)))
        (local.set $i7 (v128.load offset=112 (local.get $p)))
        (local.set $h (i32.const 0))
        (block $hdone
          (loop $units
            (br_if $hdone (i32.ge_u (local.get $h) (local.get $hidden)))
            (local.set $a0 (v128.const f64x2 0 0))
            (local.set $a1 (v128.const f64x2 0 0))
            (local.set $a2 (v128.const f64x2 0 0))
            (local.set $a3 (v128.const f64x2 0 0))
            (local.set $a4 (v128.const f64x2 0 0))
            (local.set $a5 (v128.const f64x2 0 0))
            (local.set $a6 (v128.const f64x2 0 0))
            (local.set $a7 (v128.const f64x2 0 0))
            (local.set $j (i32.mul (local.get $h) (local.get $batch)))
            (local.set $end (i32.add (local.get $j) (i32.load (i32.add (local.get $count) (i32.shl (local.get $h) (i32.const 2))))))
            (block $jdone
              (loop $rows
                (br_if $jdone (i32.ge_u (local.get $j) (local.get $end)))
                (local.set $p (i32.add (local.get $col) (i32.mul (i32.load (i32.add (local.get $row) (i32.shl (local.get $j) (i32.const 2)))) (local.get $rowBytes))))
                (local.set $d (v128.load64_splat (i32.add (local.get $grad) (i32.shl (local.get $j) (i32.const 3)))))
                (local.set $a0 (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero (f64x2.add (local.get $a0) (f64x2.mul (f64x2.mul (local.get $d) (v128.load offset=0 (local.get $p))) (local.get $i0))))))
                (local.set $a1 (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero (f64x2.add (local.get $a1) (f64x2.mul (f64x2.mul (local.get $d) (v128.load offset=16 (local.get $p))) (local.get $i1))))))
                (local.set $a2 (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero (f64x2.add (local.get $a2) (f64x2.mul (f64x2.mul (local.get $d) (v128.load offset=32 (local.get $p))) (local.get $i2))))))
                (local.set $a3 (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero (f64x2.add (local.get $a3) (f64x2.mul (f64x2.mul (local.get $d) (v128.load offset=48 (local.get $p))) (local.get $i3))))))
                (local.set $a4 (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero (f64x2.add (local.get $a4) (f64x2.mul (f64x2.mul (local.get $d) (v128.load offset=64 (local.get $p))) (local.get $i4))))))
                (local.set $a5 (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero (f64x2.add (local.get $a5) (f64x2.mul (f64x2.mul (local.get $d) (v128.load offset=80 (local.get $p))) (local.get $i5))))))
                (local.set $a6 (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero (f64x2.add (local.get $a6) (f64x2.mul (f64x2.mul (local.get $d) (v128.load offset=96 (local.get $p))) (local.get $i6))))))
                (local.set $a7 (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero (f64x2.add (local.get $a7) (f64x2.mul (f64x2.mul (local.get $d) (v128.load offset=112 (local.get $p))) (local.get $i7))))))
                (local.set $j (i32.add (local.get $j) (i32.const 1)))
                (br $rows)))
            ;; out[h][c … c + 15], as f32
            (local.set $o (i32.add (local.get $out) (i32.shl (i32.add (i32.mul (local.get $h) (local.get $dim)) (local.get $c)) (i32.const 2))))
            (v128.store64_lane offset=0 0 (local.get $o) (f32x4.demote_f64x2_zero (local.get $a0)))
            (v128.store64_lane offset=8 0 (local.get $o) (f32x4.demote_f64x2_zero (local.get $a1)))
            (v128.store64_lane offset=16 0 (local.get $o) (f32x4.demote_f64x2_zero (local.get $a2)))
            (v128.store64_lane offset=24 0 (local.get $o) (f32x4.demote_f64x2_zero (local.get $a3)))
            (v128.store64_lane offset=32 0 (local.get $o) (f32x4.demote_f64x2_zero (local.get $a4)))
            (v128.store64_lane offset=40 0 (local.get $o) (f32x4.demote_f64x2_zero (local.get $a5)))
            (v128.store64_lane offset=48 0 (local.get $o) (f32x4.demote_f64x2_zero (local.get $a6)))
            (v128.store64_lane offset=56 0 (local.get $o) (f32x4.demote_f64x2_zero (local.get $a7)))
            (local.set $h (i32.add (local.get $h) (i32.const 1)))
            (br $units)))
        (local.set $c (i32.add (local.get $c) (i32.const 16)))
        (br $cols))))
)

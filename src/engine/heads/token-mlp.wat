(module
  ;; This module's memory holds one head's weights (as f64) and the current block.
  (memory (export "memory") 1)
  ;; The hidden layer of token-mlp.ts (tokenMlpLogits) for four tokens at a time, in WebAssembly SIMD (two f64 lanes).
  ;; Built into token-mlp.ts as base64 (KERNEL_WASM); to rebuild after editing, with wabt's wat2wasm:
  ;;   npx -p wabt@1.0.39 wat2wasm src/engine/heads/token-mlp.wat -o /tmp/k.wasm && base64 -w0 /tmp/k.wasm
  ;; (token-mlp.test.ts checks the kernel against the JavaScript loop bit for bit, and that this file assembles to it).
  ;;
  ;; hidden(x, w, b, out, dim, hidden), byte offsets into this module's memory (block, below, standardises the tokens
  ;; and calls it):
  ;;   x: [dim][4] f64 (the block's four standardised tokens side by side), w: [hidden][dim] f64, b: [hidden] f64,
  ;;   out: [4][hidden] f32. dim % 4 == 0.
  ;; Per token and hidden unit: four partial sums, over c = 0, 4, 8, … / 1, 5, 9, … / 2, 6, … / 3, 7, …, each in that
  ;; order, then (b + (s0 + s1)) + (s2 + s3), ReLU (pmax with +0: NaN and −0 give +0) and rounding to f32 — the
  ;; operations of the JavaScript loop in the same order, each an IEEE double add or multiply, so the same bits.
  (func $hidden (param $x i32) (param $w i32) (param $b i32) (param $out i32) (param $dim i32) (param $hidden i32)
    (local $h i32) (local $wp i32) (local $xp i32) (local $wend i32)
    (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128)
    (local $c0 v128) (local $c1 v128) (local $c2 v128) (local $c3 v128)
    (local $wv v128) (local $s v128) (local $t v128) (local $bv v128)
    (local.set $wp (local.get $w))
    (block $done
      (loop $rows
        (br_if $done (i32.ge_u (local.get $h) (local.get $hidden)))
        (local.set $a0 (v128.const f64x2 0 0)) (local.set $a1 (v128.const f64x2 0 0))
        (local.set $a2 (v128.const f64x2 0 0)) (local.set $a3 (v128.const f64x2 0 0))
        (local.set $c0 (v128.const f64x2 0 0)) (local.set $c1 (v128.const f64x2 0 0))
        (local.set $c2 (v128.const f64x2 0 0)) (local.set $c3 (v128.const f64x2 0 0))
        (local.set $xp (local.get $x))
        (local.set $wend (i32.add (local.get $wp) (i32.shl (local.get $dim) (i32.const 3))))
        (block $cdone
          (loop $cols
            (br_if $cdone (i32.ge_u (local.get $wp) (local.get $wend)))
            (local.set $wv (v128.load64_splat offset=0 (local.get $wp)))
            (local.set $a0 (f64x2.add (local.get $a0) (f64x2.mul (local.get $wv) (v128.load offset=0 (local.get $xp)))))
            (local.set $c0 (f64x2.add (local.get $c0) (f64x2.mul (local.get $wv) (v128.load offset=16 (local.get $xp)))))
            (local.set $wv (v128.load64_splat offset=8 (local.get $wp)))
            (local.set $a1 (f64x2.add (local.get $a1) (f64x2.mul (local.get $wv) (v128.load offset=32 (local.get $xp)))))
            (local.set $c1 (f64x2.add (local.get $c1) (f64x2.mul (local.get $wv) (v128.load offset=48 (local.get $xp)))))
            (local.set $wv (v128.load64_splat offset=16 (local.get $wp)))
            (local.set $a2 (f64x2.add (local.get $a2) (f64x2.mul (local.get $wv) (v128.load offset=64 (local.get $xp)))))
            (local.set $c2 (f64x2.add (local.get $c2) (f64x2.mul (local.get $wv) (v128.load offset=80 (local.get $xp)))))
            (local.set $wv (v128.load64_splat offset=24 (local.get $wp)))
            (local.set $a3 (f64x2.add (local.get $a3) (f64x2.mul (local.get $wv) (v128.load offset=96 (local.get $xp)))))
            (local.set $c3 (f64x2.add (local.get $c3) (f64x2.mul (local.get $wv) (v128.load offset=112 (local.get $xp)))))
            (local.set $wp (i32.add (local.get $wp) (i32.const 32)))
            (local.set $xp (i32.add (local.get $xp) (i32.const 128)))
            (br $cols)))
        (local.set $bv (v128.load64_splat (i32.add (local.get $b) (i32.shl (local.get $h) (i32.const 3)))))
        ;; tokens 0 and 1
        (local.set $s (f64x2.add (f64x2.add (local.get $bv) (f64x2.add (local.get $a0) (local.get $a1))) (f64x2.add (local.get $a2) (local.get $a3))))
        (local.set $s (f64x2.pmax (v128.const f64x2 0 0) (local.get $s)))
        ;; tokens 2 and 3
        (local.set $t (f64x2.add (f64x2.add (local.get $bv) (f64x2.add (local.get $c0) (local.get $c1))) (f64x2.add (local.get $c2) (local.get $c3))))
        (local.set $t (f64x2.pmax (v128.const f64x2 0 0) (local.get $t)))
        ;; out[t * hidden + h], as f32
        (f32.store (i32.add (local.get $out) (i32.shl (local.get $h) (i32.const 2))) (f32.demote_f64 (f64x2.extract_lane 0 (local.get $s))))
        (f32.store (i32.add (local.get $out) (i32.shl (i32.add (local.get $h) (local.get $hidden)) (i32.const 2))) (f32.demote_f64 (f64x2.extract_lane 1 (local.get $s))))
        (f32.store (i32.add (local.get $out) (i32.shl (i32.add (local.get $h) (i32.shl (local.get $hidden) (i32.const 1))) (i32.const 2))) (f32.demote_f64 (f64x2.extract_lane 0 (local.get $t))))
        (f32.store (i32.add (local.get $out) (i32.shl (i32.add (local.get $h) (i32.mul (local.get $hidden) (i32.const 3))) (i32.const 2))) (f32.demote_f64 (f64x2.extract_lane 1 (local.get $t))))
        (local.set $h (i32.add (local.get $h) (i32.const 1)))
        (br $rows))))
  ;; standardize(s, m, v, x, dim, j): token j of the block from its f32 state at s: x[c][j] = f32((s[c] − m[c]) · v[c])
  ;; as f64, with m and v the head's mean and 1/std as f64 — the JavaScript loop's Math.fround((s − m) · v).
  (func $standardize (param $s i32) (param $m i32) (param $v i32) (param $x i32) (param $dim i32) (param $j i32)
    (local $c i32) (local $y v128) (local $xp i32)
    (local.set $xp (i32.add (local.get $x) (i32.shl (local.get $j) (i32.const 3))))
    (block $done
      (loop $cols
        (br_if $done (i32.ge_u (local.get $c) (local.get $dim)))
        (local.set $y
          (f64x2.mul
            (f64x2.sub
              (f64x2.promote_low_f32x4 (v128.load64_zero (i32.add (local.get $s) (i32.shl (local.get $c) (i32.const 2)))))
              (v128.load (i32.add (local.get $m) (i32.shl (local.get $c) (i32.const 3)))))
            (v128.load (i32.add (local.get $v) (i32.shl (local.get $c) (i32.const 3))))))
        (local.set $y (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero (local.get $y))))
        (f64.store offset=0 (local.get $xp) (f64x2.extract_lane 0 (local.get $y)))
        (f64.store offset=32 (local.get $xp) (f64x2.extract_lane 1 (local.get $y)))
        (local.set $xp (i32.add (local.get $xp) (i32.const 64)))
        (local.set $c (i32.add (local.get $c) (i32.const 2)))
        (br $cols))))

  ;; block(s, count, m, v, x, w, b, out, dim, hidden): the hidden activations of `count` (1 to 4) tokens whose f32
  ;; states lie one after another at s; lanes past `count` keep what they held (finite), their outputs unread.
  (func (export "block") (param $s i32) (param $count i32) (param $m i32) (param $v i32) (param $x i32) (param $w i32) (param $b i32) (param $out i32) (param $dim i32) (param $hidden i32)
    (local $j i32)
    (block $done
      (loop $tokens
        (br_if $done (i32.ge_u (local.get $j) (local.get $count)))
        (call $standardize
          (i32.add (local.get $s) (i32.shl (i32.mul (local.get $j) (local.get $dim)) (i32.const 2)))
          (local.get $m) (local.get $v) (local.get $x) (local.get $dim) (local.get $j))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $tokens)))
    (call $hidden (local.get $x) (local.get $w) (local.get $b) (local.get $out) (local.get $dim) (local.get $hidden)))
)

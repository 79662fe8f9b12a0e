(module
  ;; This module's memory holds one head's first layer (weights as f32, the rest as f64) and the rows being read.
  (memory (export "memory") 1)
  ;; The hidden layer of token-mlp.ts (tokenMlpLogits) for a window's tokens, in WebAssembly SIMD (two f64 lanes).
  ;; Built into token-mlp.ts as base64 (KERNEL_WASM); to rebuild after editing, with wabt's wat2wasm:
  ;;   npx -p wabt@1.0.39 wat2wasm src/engine/heads/token-mlp.wat -o /tmp/k.wasm && base64 -w0 /tmp/k.wasm
  ;; (token-mlp.test.ts checks the kernel against the JavaScript loop bit for bit, and that this file assembles to it).
  ;;
  ;; Per token and hidden unit the JavaScript loop keeps four partial sums, over c = 0, 4, 8, … / 1, 5, 9, … / 2, 6, … /
  ;; 3, 7, …, each in that order, then takes (b + (s0 + s1)) + (s2 + s3), ReLU and rounds to f32. Here s0 and s1 share
  ;; one f64x2 accumulator (lanes c ≡ 0 and c ≡ 1 mod 4) and s2 and s3 another, so a step of four columns is two
  ;; contiguous loads of weights, two of inputs, two multiplies and two adds, and (s0 + s1) is the add of the first
  ;; accumulator's two lanes: each an IEEE double add or multiply in the loop's order, so the same bits. A product of two
  ;; f32 values is exact in f64, so the weights may be kept as f32 and widened on load (exactly): half the bytes to
  ;; stream, and the fact tagger's 96 × 1,536 weights fit the core's L2 cache.

  ;; pair(x, w, b, out, dim, hp): the hidden activations of two standardised tokens, two hidden units at a time.
  ;;   x: [2][dim] f64, w: [hp][dim] f32, b: [hp] f64, out: [2][hp] f32 (the two tokens' rows). dim % 4 == 0, hp even.
  (func $pair (param $x i32) (param $w i32) (param $b i32) (param $out i32) (param $dim i32) (param $hp i32)
    (local $h i32) (local $x1 i32) (local $w0 i32) (local $w1 i32) (local $xo i32) (local $wo i32) (local $wend i32)
    (local $rowBytes i32) (local $s f64)
    ;; accumulators: token t, unit j: $atj (lanes s0, s1) and $btj (lanes s2, s3)
    (local $a00 v128) (local $b00 v128) (local $a01 v128) (local $b01 v128)
    (local $a10 v128) (local $b10 v128) (local $a11 v128) (local $b11 v128)
    (local $xa0 v128) (local $xb0 v128) (local $xa1 v128) (local $xb1 v128) (local $wa v128) (local $wb v128)
    (local.set $x1 (i32.add (local.get $x) (i32.shl (local.get $dim) (i32.const 3))))
    (local.set $rowBytes (i32.shl (local.get $dim) (i32.const 2)))
    (local.set $wend (local.get $rowBytes))
    (local.set $w0 (local.get $w))
    (block $done
      (loop $units
        (br_if $done (i32.ge_u (local.get $h) (local.get $hp)))
        (local.set $w1 (i32.add (local.get $w0) (local.get $rowBytes)))
        (local.set $a00 (v128.const f64x2 0 0)) (local.set $b00 (v128.const f64x2 0 0))
        (local.set $a01 (v128.const f64x2 0 0)) (local.set $b01 (v128.const f64x2 0 0))
        (local.set $a10 (v128.const f64x2 0 0)) (local.set $b10 (v128.const f64x2 0 0))
        (local.set $a11 (v128.const f64x2 0 0)) (local.set $b11 (v128.const f64x2 0 0))
        (local.set $xo (i32.const 0))
        (local.set $wo (i32.const 0))
        (block $cdone
          (loop $cols
            (br_if $cdone (i32.ge_u (local.get $wo) (local.get $wend)))
            ;; columns c … c + 3 of both tokens
            (local.set $xa0 (v128.load offset=0 (i32.add (local.get $x) (local.get $xo))))
            (local.set $xb0 (v128.load offset=16 (i32.add (local.get $x) (local.get $xo))))
            (local.set $xa1 (v128.load offset=0 (i32.add (local.get $x1) (local.get $xo))))
            (local.set $xb1 (v128.load offset=16 (i32.add (local.get $x1) (local.get $xo))))
            ;; unit h
            (local.set $wa (f64x2.promote_low_f32x4 (v128.load64_zero offset=0 (i32.add (local.get $w0) (local.get $wo)))))
            (local.set $wb (f64x2.promote_low_f32x4 (v128.load64_zero offset=8 (i32.add (local.get $w0) (local.get $wo)))))
            (local.set $a00 (f64x2.add (local.get $a00) (f64x2.mul (local.get $wa) (local.get $xa0))))
            (local.set $b00 (f64x2.add (local.get $b00) (f64x2.mul (local.get $wb) (local.get $xb0))))
            (local.set $a10 (f64x2.add (local.get $a10) (f64x2.mul (local.get $wa) (local.get $xa1))))
            (local.set $b10 (f64x2.add (local.get $b10) (f64x2.mul (local.get $wb) (local.get $xb1))))
            ;; unit h + 1
            (local.set $wa (f64x2.promote_low_f32x4 (v128.load64_zero offset=0 (i32.add (local.get $w1) (local.get $wo)))))
            (local.set $wb (f64x2.promote_low_f32x4 (v128.load64_zero offset=8 (i32.add (local.get $w1) (local.get $wo)))))
            (local.set $a01 (f64x2.add (local.get $a01) (f64x2.mul (local.get $wa) (local.get $xa0))))
            (local.set $b01 (f64x2.add (local.get $b01) (f64x2.mul (local.get $wb) (local.get $xb0))))
            (local.set $a11 (f64x2.add (local.get $a11) (f64x2.mul (local.get $wa) (local.get $xa1))))
            (local.set $b11 (f64x2.add (local.get $b11) (f64x2.mul (local.get $wb) (local.get $xb1))))
            (local.set $xo (i32.add (local.get $xo) (i32.const 32)))
            (local.set $wo (i32.add (local.get $wo) (i32.const 16)))
            (br $cols)))
        ;; (b + (s0 + s1)) + (s2 + s3), ReLU (s > 0 ? s : 0: NaN and −0 give +0), as f32
        (local.set $s (f64.add
          (f64.add (f64.load offset=0 (local.get $b)) (f64.add (f64x2.extract_lane 0 (local.get $a00)) (f64x2.extract_lane 1 (local.get $a00))))
          (f64.add (f64x2.extract_lane 0 (local.get $b00)) (f64x2.extract_lane 1 (local.get $b00)))))
        (f32.store offset=0 (local.get $out) (f32.demote_f64 (select (local.get $s) (f64.const 0) (f64.gt (local.get $s) (f64.const 0)))))
        (local.set $s (f64.add
          (f64.add (f64.load offset=8 (local.get $b)) (f64.add (f64x2.extract_lane 0 (local.get $a01)) (f64x2.extract_lane 1 (local.get $a01))))
          (f64.add (f64x2.extract_lane 0 (local.get $b01)) (f64x2.extract_lane 1 (local.get $b01)))))
        (f32.store offset=4 (local.get $out) (f32.demote_f64 (select (local.get $s) (f64.const 0) (f64.gt (local.get $s) (f64.const 0)))))
        (local.set $s (f64.add
          (f64.add (f64.load offset=0 (local.get $b)) (f64.add (f64x2.extract_lane 0 (local.get $a10)) (f64x2.extract_lane 1 (local.get $a10))))
          (f64.add (f64x2.extract_lane 0 (local.get $b10)) (f64x2.extract_lane 1 (local.get $b10)))))
        (f32.store offset=0 (i32.add (local.get $out) (i32.shl (local.get $hp) (i32.const 2)))
          (f32.demote_f64 (select (local.get $s) (f64.const 0) (f64.gt (local.get $s) (f64.const 0)))))
        (local.set $s (f64.add
          (f64.add (f64.load offset=8 (local.get $b)) (f64.add (f64x2.extract_lane 0 (local.get $a11)) (f64x2.extract_lane 1 (local.get $a11))))
          (f64.add (f64x2.extract_lane 0 (local.get $b11)) (f64x2.extract_lane 1 (local.get $b11)))))
        (f32.store offset=4 (i32.add (local.get $out) (i32.shl (local.get $hp) (i32.const 2)))
          (f32.demote_f64 (select (local.get $s) (f64.const 0) (f64.gt (local.get $s) (f64.const 0)))))
        (local.set $h (i32.add (local.get $h) (i32.const 2)))
        (local.set $w0 (i32.add (local.get $w1) (local.get $rowBytes)))
        (local.set $b (i32.add (local.get $b) (i32.const 16)))
        (local.set $out (i32.add (local.get $out) (i32.const 8)))
        (br $units))))

  ;; standardize(s, m, v, x, dim): one token's input row from its f32 values at s: x[c] = f32((s[c] − m[c]) · v[c]) as
  ;; f64, with m and v the head's mean and 1/std as f64 — the JavaScript loop's Math.fround((s − m) · v).
  (func $standardize (param $s i32) (param $m i32) (param $v i32) (param $x i32) (param $dim i32)
    (local $c i32)
    (block $done
      (loop $cols
        (br_if $done (i32.ge_u (local.get $c) (local.get $dim)))
        (v128.store (i32.add (local.get $x) (i32.shl (local.get $c) (i32.const 3)))
          (f64x2.promote_low_f32x4 (f32x4.demote_f64x2_zero
            (f64x2.mul
              (f64x2.sub
                (f64x2.promote_low_f32x4 (v128.load64_zero (i32.add (local.get $s) (i32.shl (local.get $c) (i32.const 2)))))
                (v128.load (i32.add (local.get $m) (i32.shl (local.get $c) (i32.const 3)))))
              (v128.load (i32.add (local.get $v) (i32.shl (local.get $c) (i32.const 3))))))))
        (local.set $c (i32.add (local.get $c) (i32.const 2)))
        (br $cols))))

  ;; rows(s, n, stride, m, v, x, w, b, out, dim, hp): the hidden activations of n tokens, two at a time. Token t's
  ;; input row is the dim f32 values at s + t · stride (rows may overlap: a head that reads its neighbours gets each
  ;; token's row as one run of the window's states, zero states padding both ends); out: [n + 1][hp] f32. With n odd
  ;; the last pair's second lane reads the last token again and writes row n, which is not read.
  (func (export "rows") (param $s i32) (param $n i32) (param $stride i32) (param $m i32) (param $v i32) (param $x i32)
    (param $w i32) (param $b i32) (param $out i32) (param $dim i32) (param $hp i32)
    (local $t i32) (local $x1 i32) (local $outPair i32)
    (local.set $x1 (i32.add (local.get $x) (i32.shl (local.get $dim) (i32.const 3))))
    (local.set $outPair (i32.shl (local.get $hp) (i32.const 3)))
    (block $done
      (loop $tokens
        (br_if $done (i32.ge_u (local.get $t) (local.get $n)))
        (call $standardize (local.get $s) (local.get $m) (local.get $v) (local.get $x) (local.get $dim))
        (if (i32.lt_u (i32.add (local.get $t) (i32.const 1)) (local.get $n))
          (then (call $standardize (i32.add (local.get $s) (local.get $stride)) (local.get $m) (local.get $v) (local.get $x1) (local.get $dim)))
          (else (call $standardize (local.get $s) (local.get $m) (local.get $v) (local.get $x1) (local.get $dim))))
        (call $pair (local.get $x) (local.get $w) (local.get $b) (local.get $out) (local.get $dim) (local.get $hp))
        (local.set $s (i32.add (local.get $s) (i32.shl (local.get $stride) (i32.const 1))))
        (local.set $out (i32.add (local.get $out) (local.get $outPair)))
        (local.set $t (i32.add (local.get $t) (i32.const 2)))
        (br $tokens))))

  ;; logits(a, n, hp, hidden, w2t, b2, op, z): the output layer of n tokens, two tokens and two outputs at a time.
  ;;   a: [n + 1][hp] f32 (rows's activations; with n odd row n is read and its outputs not), w2t: [hidden][op] f32 (the
  ;;   head's [outputs][hidden] transposed, op = outputs rounded up to even, zeros in the padding), b2: [op] f64,
  ;;   z: [n + 1][op] f32.
  ;; Per token and output: z = b2, then z + w2 · a for h = 0, 1, … in that order, rounded to f32 — the JavaScript
  ;; loop's operations (each product of two f32 exact in f64); two outputs are two lanes, two tokens two chains.
  (func (export "logits") (param $a i32) (param $n i32) (param $hp i32) (param $hidden i32) (param $w2t i32) (param $b2 i32)
    (param $op i32) (param $z i32)
    (local $t i32) (local $o i32) (local $h i32) (local $a0 i32) (local $a1 i32) (local $wp i32) (local $z0 i32) (local $z1 i32)
    (local $c0 v128) (local $c1 v128) (local $wv v128)
    (block $done
      (loop $tokens
        (br_if $done (i32.ge_u (local.get $t) (local.get $n)))
        (local.set $a0 (i32.add (local.get $a) (i32.shl (i32.mul (local.get $t) (local.get $hp)) (i32.const 2))))
        (local.set $a1 (i32.add (local.get $a0) (i32.shl (local.get $hp) (i32.const 2))))
        (local.set $z0 (i32.add (local.get $z) (i32.shl (i32.mul (local.get $t) (local.get $op)) (i32.const 2))))
        (local.set $z1 (i32.add (local.get $z0) (i32.shl (local.get $op) (i32.const 2))))
        (local.set $o (i32.const 0))
        (block $odone
          (loop $outputs
            (br_if $odone (i32.ge_u (local.get $o) (local.get $op)))
            (local.set $c0 (v128.load (i32.add (local.get $b2) (i32.shl (local.get $o) (i32.const 3)))))
            (local.set $c1 (local.get $c0))
            (local.set $wp (i32.add (local.get $w2t) (i32.shl (local.get $o) (i32.const 2))))
            (local.set $h (i32.const 0))
            (block $hdone
              (loop $units
                (br_if $hdone (i32.ge_u (local.get $h) (local.get $hidden)))
                (local.set $wv (f64x2.promote_low_f32x4 (v128.load64_zero (local.get $wp))))
                (local.set $c0 (f64x2.add (local.get $c0) (f64x2.mul (local.get $wv)
                  (f64x2.splat (f64.promote_f32 (f32.load (i32.add (local.get $a0) (i32.shl (local.get $h) (i32.const 2)))))))))
                (local.set $c1 (f64x2.add (local.get $c1) (f64x2.mul (local.get $wv)
                  (f64x2.splat (f64.promote_f32 (f32.load (i32.add (local.get $a1) (i32.shl (local.get $h) (i32.const 2)))))))))
                (local.set $wp (i32.add (local.get $wp) (i32.shl (local.get $op) (i32.const 2))))
                (local.set $h (i32.add (local.get $h) (i32.const 1)))
                (br $units)))
            (v128.store64_lane 0 (i32.add (local.get $z0) (i32.shl (local.get $o) (i32.const 2))) (f32x4.demote_f64x2_zero (local.get $c0)))
            (v128.store64_lane 0 (i32.add (local.get $z1) (i32.shl (local.get $o) (i32.const 2))) (f32x4.demote_f64x2_zero (local.get $c1)))
            (local.set $o (i32.add (local.get $o) (i32.const 2)))
            (br $outputs)))
        (local.set $t (i32.add (local.get $t) (i32.const 2)))
        (br $tokens))))
)

(module
  ;; A float32 matrix product in WebAssembly SIMD for the sequence heads (matmul.ts, bigru.ts): every weight, input and
  ;; output lies in this module's memory, which the caller lays out and grows.
  ;; Built into matmul.ts as base64 (MATMUL_WASM); to rebuild after editing, with wabt's wat2wasm:
  ;;   npx -p wabt@1.0.39 wat2wasm src/engine/heads/matmul.wat -o /tmp/m.wasm && base64 -w0 /tmp/m.wasm
  ;; (matmul.test.ts checks that this file assembles to it and the product against a plain loop.)
  (memory (export "memory") 1)

  ;; Horizontal sum of a f32x4: (l0 + l1) + (l2 + l3).
  (func $hsum (param $a v128) (result f32)
    (f32.add
      (f32.add (f32x4.extract_lane 0 (local.get $a)) (f32x4.extract_lane 1 (local.get $a)))
      (f32.add (f32x4.extract_lane 2 (local.get $a)) (f32x4.extract_lane 3 (local.get $a)))))

  ;; matmul(x, n, inp, w, b, y, outp): y[t][o] = b[o] + sum over k of w[o][k] * x[t][k], for t < n and o < outp.
  ;;   x: [n][inp] f32, w: [outp][inp] f32 (row-major), b: [outp] f32, y: [n][outp] f32.
  ;;   inp % 4 == 0, outp % 4 == 0; four outputs at a time share each load of the input.
  (func (export "matmul") (param $x i32) (param $n i32) (param $inp i32) (param $w i32) (param $b i32) (param $y i32) (param $outp i32)
    (local $t i32) (local $o i32) (local $k i32) (local $rowb i32) (local $xr i32) (local $yr i32)
    (local $w0 i32) (local $w1 i32) (local $w2 i32) (local $w3 i32)
    (local $a0 v128) (local $a1 v128) (local $a2 v128) (local $a3 v128) (local $xv v128)
    (local.set $rowb (i32.shl (local.get $inp) (i32.const 2)))
    (block $tdone
      (loop $tl
        (br_if $tdone (i32.ge_u (local.get $t) (local.get $n)))
        (local.set $xr (i32.add (local.get $x) (i32.mul (local.get $t) (local.get $rowb))))
        (local.set $yr (i32.add (local.get $y) (i32.shl (i32.mul (local.get $t) (local.get $outp)) (i32.const 2))))
        (local.set $o (i32.const 0))
        (block $odone
          (loop $ol
            (br_if $odone (i32.ge_u (local.get $o) (local.get $outp)))
            (local.set $w0 (i32.add (local.get $w) (i32.mul (local.get $o) (local.get $rowb))))
            (local.set $w1 (i32.add (local.get $w0) (local.get $rowb)))
            (local.set $w2 (i32.add (local.get $w1) (local.get $rowb)))
            (local.set $w3 (i32.add (local.get $w2) (local.get $rowb)))
            (local.set $a0 (v128.const i32x4 0 0 0 0))
            (local.set $a1 (v128.const i32x4 0 0 0 0))
            (local.set $a2 (v128.const i32x4 0 0 0 0))
            (local.set $a3 (v128.const i32x4 0 0 0 0))
            (local.set $k (i32.const 0))
            (block $kdone
              (loop $kl
                (br_if $kdone (i32.ge_u (local.get $k) (local.get $rowb)))
                (local.set $xv (v128.load (i32.add (local.get $xr) (local.get $k))))
                (local.set $a0 (f32x4.add (local.get $a0) (f32x4.mul (local.get $xv) (v128.load (i32.add (local.get $w0) (local.get $k))))))
                (local.set $a1 (f32x4.add (local.get $a1) (f32x4.mul (local.get $xv) (v128.load (i32.add (local.get $w1) (local.get $k))))))
                (local.set $a2 (f32x4.add (local.get $a2) (f32x4.mul (local.get $xv) (v128.load (i32.add (local.get $w2) (local.get $k))))))
                (local.set $a3 (f32x4.add (local.get $a3) (f32x4.mul (local.get $xv) (v128.load (i32.add (local.get $w3) (local.get $k))))))
                (local.set $k (i32.add (local.get $k) (i32.const 16)))
                (br $kl)))
            (f32.store (local.get $yr)
              (f32.add (f32.load (i32.add (local.get $b) (i32.shl (local.get $o) (i32.const 2)))) (call $hsum (local.get $a0))))
            (f32.store offset=4 (local.get $yr)
              (f32.add (f32.load offset=4 (i32.add (local.get $b) (i32.shl (local.get $o) (i32.const 2)))) (call $hsum (local.get $a1))))
            (f32.store offset=8 (local.get $yr)
              (f32.add (f32.load offset=8 (i32.add (local.get $b) (i32.shl (local.get $o) (i32.const 2)))) (call $hsum (local.get $a2))))
            (f32.store offset=12 (local.get $yr)
              (f32.add (f32.load offset=12 (i32.add (local.get $b) (i32.shl (local.get $o) (i32.const 2)))) (call $hsum (local.get $a3))))
            (local.set $yr (i32.add (local.get $yr) (i32.const 16)))
            (local.set $o (i32.add (local.get $o) (i32.const 4)))
            (br $ol)))
        (local.set $t (i32.add (local.get $t) (i32.const 1)))
        (br $tl))))
)

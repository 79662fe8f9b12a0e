#!/usr/bin/python3
"""Writes src/engine/heads/bigru.fixture.json and attention.fixture.json: a small random sequence head of each kind (scripts/train/fact-seq.py's SeqHead) in
the head file's layout, a window of random states and the logits PyTorch computes for it, so the TypeScript forward
passes (src/engine/heads/bigru.ts, attention.ts) is tested against PyTorch's GRU without PyTorch in the test run.

  /usr/bin/python3 scripts/train/fact-seq-fixture.py
"""
import importlib.util
import json
import os

import torch

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("fact_seq", os.path.join(here, "fact-seq.py"))
fs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fs)



def fixture(arch, name):
    torch.manual_seed(40)
    dim, proj, hidden, classes, n = 6, 4, 5, 9, 7
    model = fs.SeqHead(dim, proj, hidden, classes, 0.0, arch, 2)
    with torch.no_grad():
        for p in model.parameters():
            if p.requires_grad:
                p.copy_(torch.randn_like(p) * 0.7)
        model.mean.copy_(torch.randn(dim) * 0.3)
        model.inv_std.copy_(torch.rand(dim) + 0.5)
    model.eval()
    x = torch.randn(1, n, dim)
    with torch.no_grad():
        logits = model(x, torch.tensor([n]))[0]
    out = {"head": fs.head_file(model, dim, proj, hidden, classes), "n": n, "states": x[0].flatten().tolist(), "logits": logits.flatten().tolist()}
    path = os.path.join(here, "..", "..", "src", "engine", "heads", name)
    with open(path, "w") as f:
        json.dump(out, f)
        f.write("\n")
    print(f"wrote {os.path.relpath(path)}")


fixture("gru", "bigru.fixture.json")
fixture("attn", "attention.fixture.json")

#!/usr/bin/python3
"""Trains the fact tagger's sequence head (docs/fact-tagger.md "Session 40: a head that reads the whole window").

Input: the frozen token states and labels written by scripts/train/fact-seq-export.ts (one encoder window = a
contiguous run of rows). Model: standardise -> dropout -> linear 512 -> P -> tanh -> a one-layer bidirectional GRU
(H a direction) -> [projection, forward, backward] -> linear -> 9 classes (O, B/I x health, legal, financial,
other). Weighted softmax cross-entropy (fact tokens `--entity-weight`, hand-written windows `--written-weight`),
Adam, seeded. Writes the weights as JSON (float32 arrays as base64) for src/engine/heads/bigru.ts and prints, per
epoch, token and span figures on written-more (never trained on).

  /usr/bin/python3 scripts/train/fact-seq.py [--data models/generated/fact-seq] [--out FILE] [--proj 128] [--hidden 64]
      [--epochs 4] [--dropout 0.3] [--lr 2e-3] [--written-weight 8] [--entity-weight 1.5] [--seed 20261202] [--threads 2]

Needs Debian's python3-torch (apt-get install -y python3-torch; PyTorch 1.13) and its numpy; nothing else.
"""
import argparse
import base64
import json
import os
import time

import numpy as np
import torch
from torch import nn

IGNORE = 255


def load(data, name, dim):
    meta = np.fromfile(os.path.join(data, f"{name}.meta.i32"), dtype=np.int32).reshape(-1, 4)
    x = np.memmap(os.path.join(data, f"{name}.x.f32"), dtype=np.float32, mode="r").reshape(-1, dim)
    ex = meta[:, 0]
    cuts = np.flatnonzero(np.diff(ex)) + 1
    bounds = np.concatenate([[0], cuts, [len(ex)]])
    windows = [(int(a), int(b)) for a, b in zip(bounds[:-1], bounds[1:]) if b > a]
    return x, meta, windows


class SeqHead(nn.Module):
    """arch 'gru': a bidirectional GRU over the projected states; 'attn': a width-3 convolution (each token beside its
    neighbours) then one self-attention layer over the window (PyTorch's TransformerEncoderLayer, post-norm, ReLU)."""

    def __init__(self, dim, proj, hidden, classes, dropout, arch="gru", heads=4):
        super().__init__()
        self.arch = arch
        self.mean = nn.Parameter(torch.zeros(dim), requires_grad=False)
        self.inv_std = nn.Parameter(torch.ones(dim), requires_grad=False)
        self.drop = nn.Dropout(dropout)
        self.proj = nn.Linear(dim, proj)
        if arch == "gru":
            self.gru = nn.GRU(proj, hidden, batch_first=True, bidirectional=True)
            self.out = nn.Linear(proj + 2 * hidden, classes)
        else:
            self.conv = nn.Conv1d(proj, proj, 3, padding=1)
            self.attn = nn.TransformerEncoderLayer(proj, heads, hidden, dropout=dropout, batch_first=True)
            self.out = nn.Linear(2 * proj, classes)

    def forward(self, x, lengths):
        p = torch.tanh(self.proj(self.drop((x - self.mean) * self.inv_std)))
        if self.arch == "gru":
            packed = nn.utils.rnn.pack_padded_sequence(p, lengths, batch_first=True, enforce_sorted=False)
            h, _ = self.gru(packed)
            h, _ = nn.utils.rnn.pad_packed_sequence(h, batch_first=True, total_length=x.shape[1])
            return self.out(self.drop(torch.cat([p, h], dim=-1)))
        pad = torch.arange(x.shape[1])[None, :] >= lengths[:, None]
        c = p + torch.relu(self.conv(p.masked_fill(pad[..., None], 0).transpose(1, 2)).transpose(1, 2))
        h = self.attn(c, src_key_padding_mask=pad)
        return self.out(self.drop(torch.cat([p, h], dim=-1)))


def batches(x, meta, windows, order, max_tokens):
    """Yields (states [B, T, dim], labels [B, T], lengths, window indices) with about max_tokens padded tokens."""
    batch = []
    longest = 0
    for w in order:
        a, b = windows[w]
        if batch and max(longest, b - a) * (len(batch) + 1) > max_tokens:
            yield collate(x, meta, windows, batch)
            batch, longest = [], 0
        batch.append(w)
        longest = max(longest, b - a)
    if batch:
        yield collate(x, meta, windows, batch)


def collate(x, meta, windows, batch):
    lengths = [windows[w][1] - windows[w][0] for w in batch]
    t = max(lengths)
    xs = np.zeros((len(batch), t, x.shape[1]), dtype=np.float32)
    ys = np.full((len(batch), t), IGNORE, dtype=np.int64)
    for i, w in enumerate(batch):
        a, b = windows[w]
        xs[i, : b - a] = x[a:b]
        ys[i, : b - a] = meta[a:b, 3]
    return torch.from_numpy(xs), torch.from_numpy(ys), torch.tensor(lengths), batch


def predict(model, x, meta, windows):
    model.eval()
    probs = [None] * len(windows)
    order = sorted(range(len(windows)), key=lambda w: windows[w][1] - windows[w][0])
    with torch.no_grad():
        for xs, _, lengths, batch in batches(x, meta, windows, order, 8192):
            p = torch.softmax(model(xs, lengths), dim=-1).numpy()
            for i, w in enumerate(batch):
                probs[w] = p[i, : lengths[i]]
    return probs


def decode(p, threshold=0.5):
    """Greedy BIO spans over token indices: (first, last, kind, score) where a token's fact probability is 1 - P(O)."""
    spans = []
    cur = None
    for t in range(len(p)):
        c = int(np.argmax(p[t]))
        if c == 0:
            if cur:
                spans.append(cur)
            cur = None
            continue
        kind = (c - 1) // 2
        if cur and (c % 2 == 0) and kind == cur[2]:
            cur = (cur[0], t, kind, cur[3])
        else:
            if cur:
                spans.append(cur)
            cur = (t, t, kind, 0.0)
    if cur:
        spans.append(cur)
    return spans


def runs(p, threshold):
    """Spans as runs of tokens whose fact probability (1 - P(O)) is at least `threshold`: (first, last, kind, score)."""
    on = (1 - p[:, 0]) >= threshold
    out = []
    t = 0
    while t < len(on):
        if on[t]:
            s = t
            while t < len(on) and on[t]:
                t += 1
            out.append((s, t - 1, 0, 0.0))
        else:
            t += 1
    return out


def span_figures(probs, meta, windows, threshold=None):
    """Gold facts touched by a decoded span, and decoded spans with half their tokens in gold (token units)."""
    gold = touched = pred = right = 0
    for w, (a, b) in enumerate(windows):
        y = meta[a:b, 3]
        infact = (y != 0) & (y != IGNORE)
        g = []
        t = 0
        while t < len(y):
            if infact[t] and y[t] % 2 == 1:
                s = t
                t += 1
                while t < len(y) and infact[t] and y[t] % 2 == 0:
                    t += 1
                g.append((s, t - 1))
            else:
                t += 1
        sp = decode(probs[w]) if threshold is None else runs(probs[w], threshold)
        gold += len(g)
        touched += sum(1 for (s, e) in g if any(ps <= e and pe >= s for (ps, pe, _, _) in sp))
        pred += len(sp)
        right += sum(1 for (ps, pe, _, _) in sp if 2 * int(infact[ps : pe + 1].sum()) >= pe - ps + 1)
    return gold, touched, pred, right


def b64(t):
    return base64.b64encode(t.detach().numpy().astype("<f4").tobytes()).decode()


def head_file(model, dim, proj, hidden, classes):
    """The head's weights in src/engine/heads/bigru.ts's or attention.ts's file layout (float32 arrays as base64)."""
    sd = model.state_dict()
    out = {"arch": model.arch, "dim": dim, "proj": proj, "hidden": hidden, "classes": classes}
    names = {"mean": "mean", "invStd": "inv_std", "projW": "proj.weight", "projB": "proj.bias", "outW": "out.weight", "outB": "out.bias"}
    if model.arch == "gru":
        names.update({"wIh": "gru.weight_ih_l0", "wHh": "gru.weight_hh_l0", "bIh": "gru.bias_ih_l0", "bHh": "gru.bias_hh_l0",
                      "wIhReverse": "gru.weight_ih_l0_reverse", "wHhReverse": "gru.weight_hh_l0_reverse",
                      "bIhReverse": "gru.bias_ih_l0_reverse", "bHhReverse": "gru.bias_hh_l0_reverse"})
    else:
        out["heads"] = model.attn.self_attn.num_heads
        names.update({"convW": "conv.weight", "convB": "conv.bias", "qkvW": "attn.self_attn.in_proj_weight",
                      "qkvB": "attn.self_attn.in_proj_bias", "attnOutW": "attn.self_attn.out_proj.weight",
                      "attnOutB": "attn.self_attn.out_proj.bias", "ff1W": "attn.linear1.weight", "ff1B": "attn.linear1.bias",
                      "ff2W": "attn.linear2.weight", "ff2B": "attn.linear2.bias", "norm1W": "attn.norm1.weight",
                      "norm1B": "attn.norm1.bias", "norm2W": "attn.norm2.weight", "norm2B": "attn.norm2.bias"})
    for k, v in names.items():
        out[k] = b64(sd[v])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="models/generated/fact-seq")
    ap.add_argument("--out", default="models/generated/fact-seq/head.json")
    ap.add_argument("--proj", type=int, default=128)
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--dropout", type=float, default=0.3)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--l2", type=float, default=1e-5)
    ap.add_argument("--written-weight", type=float, default=8)
    ap.add_argument("--entity-weight", type=float, default=1.5)
    ap.add_argument("--batch-tokens", type=int, default=8192)
    ap.add_argument("--seed", type=int, default=20261202)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--sets", default="generated,written")
    ap.add_argument("--arch", default="gru", choices=["gru", "attn"])
    ap.add_argument("--heads", type=int, default=4)
    ap.add_argument("--val", default="written-more", help="the set whose span figures are printed after each epoch")
    ap.add_argument("--schedule", default="constant", choices=["constant", "cosine"], help="learning rate over the steps")
    ap.add_argument("--every-epoch", action="store_true", help="also write the head after each epoch (OUT.eN)")
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    rng = np.random.default_rng(args.seed)
    index = json.load(open(os.path.join(args.data, "index.json")))
    dim = next(iter(index["sets"].values()))["dim"]
    classes = index["classes"]
    train = [(name, *load(args.data, name, dim)) for name in args.sets.split(",")]
    val_x, val_meta, val_windows = load(args.data, args.val, dim)

    # Standardisation over the training tokens (as the MLP heads' standardise).
    s = np.zeros(dim)
    ss = np.zeros(dim)
    n = 0
    for _, x, _, _ in train:
        for a in range(0, len(x), 65536):
            c = np.asarray(x[a : a + 65536], dtype=np.float64)
            s += c.sum(0)
            ss += (c * c).sum(0)
            n += len(c)
    mean = s / n
    std = np.sqrt(np.maximum(ss / n - mean * mean, 1e-12))
    model = SeqHead(dim, args.proj, args.hidden, classes, args.dropout, args.arch, args.heads)
    model.mean.data = torch.tensor(mean, dtype=torch.float32)
    model.inv_std.data = torch.tensor(1 / std, dtype=torch.float32)
    opt = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=args.lr, weight_decay=args.l2)
    cw = torch.full((classes,), args.entity_weight)
    cw[0] = 1.0
    loss_fn = nn.CrossEntropyLoss(weight=cw, ignore_index=IGNORE, reduction="none")
    print(f"train: {', '.join(f'{name} {len(w)} windows {len(x)} tokens' for name, x, _, w in train)}; val {args.val} {len(val_windows)} windows", flush=True)
    steps_per_epoch = None
    for epoch in range(args.epochs):
        model.train()
        t0 = time.time()
        total = 0.0
        steps = 0
        # All windows of every set, shuffled, then batched by similar length within chunks of 512 (less padding).
        items = [(k, w) for k, (_, _, _, ws) in enumerate(train) for w in range(len(ws))]
        perm = rng.permutation(len(items))
        for c0 in range(0, len(perm), 512):
            chunk = sorted((items[i] for i in perm[c0 : c0 + 512]), key=lambda kw: (kw[0], train[kw[0]][3][kw[1]][1] - train[kw[0]][3][kw[1]][0]))
            for k in range(len(train)):
                name, x, meta, ws = train[k]
                order = [w for (kk, w) in chunk if kk == k]
                weight = args.written_weight if name.startswith("written") else 1.0
                for xs, ys, lengths, _ in batches(x, meta, ws, order, args.batch_tokens):
                    logits = model(xs, lengths)
                    l = loss_fn(logits.reshape(-1, classes), ys.reshape(-1))
                    l = weight * l.sum() / max(1, int((ys != IGNORE).sum()))
                    if args.schedule == "cosine" and steps_per_epoch:
                        done = (epoch * steps_per_epoch + steps) / (args.epochs * steps_per_epoch)
                        for g in opt.param_groups:
                            g["lr"] = args.lr * 0.5 * (1 + np.cos(np.pi * min(1.0, done)))
                    opt.zero_grad()
                    l.backward()
                    nn.utils.clip_grad_norm_(model.parameters(), 5.0)
                    opt.step()
                    total += float(l)
                    steps += 1
        steps_per_epoch = steps_per_epoch or steps
        probs = predict(model, val_x, val_meta, val_windows)
        gold, touched, pred, right = span_figures(probs, val_meta, val_windows)
        curve = "; ".join(f"{th}: {t / g:.3f}/{r / max(1, pr):.3f} ({pr})" for th in (0.2, 0.35, 0.5) for (g, t, pr, r) in [span_figures(probs, val_meta, val_windows, th)])
        if args.every_epoch:
            with open(f"{args.out}.e{epoch + 1}", "w") as f:
                json.dump(head_file(model, dim, args.proj, args.hidden, classes), f)
        print(f"epoch {epoch + 1}: loss {total / max(1, steps):.4f} ({time.time() - t0:.0f} s); {args.val} facts touched {touched}/{gold} = {touched / gold:.3f}, spans right {right}/{pred} = {right / max(1, pred):.3f}; by fact probability, touched/right: {curve}", flush=True)
    out = {**head_file(model, dim, args.proj, args.hidden, classes), "trainedWith": vars(args)}
    with open(args.out, "w") as f:
        json.dump(out, f)
        f.write("\n")
    print(f"wrote {args.out} ({os.path.getsize(args.out) // 1024} KiB)")


if __name__ == "__main__":
    main()

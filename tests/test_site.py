"""The HTML reference site (generated/site/, codegen/site.py), checked as files: every
instruction of every architecture has a page, a second render in another interpreter (another
hash seed) gives the same bytes, every link resolves, and facts on the pages agree with
independent oracles: encoding diagrams with llvm-mc's bytes, MFMA passes with the guides'
tables (tests/test_guide_matrix.py), FLOPs per CU per cycle with AMD's published peak rates.
The browser checks are in tests/test_site_browser.py."""

from __future__ import annotations

import html
import io
import re
from contextlib import redirect_stdout
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import cdna_isa
import pytest

from . import llvm
from .test_guide_matrix import CDNA4_PASSES, CDNA4_TABLE_ONLY, MI300_CYCLES

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "generated" / "site"
ARCHS = sorted(cdna_isa.ARCHS)


def page_text(mnemonic: str) -> str:
    return (SITE / "i" / f"{mnemonic}.html").read_text()


def test_every_instruction_of_every_arch_has_a_page():
    """Oracle: each architecture's instruction list. Its spelling has a page (or a page that
    redirects to the page of the same instruction under its newest name), and that page's
    availability table names the arch with that spelling."""
    missing, unnamed = [], []
    for arch in ARCHS:
        for ins in cdna_isa.arch(arch).instructions.values():
            path = SITE / "i" / f"{ins.mnemonic}.html"
            if not path.is_file():
                missing.append(f"{arch}: {ins.mnemonic}")
                continue
            text = path.read_text()
            target = re.search(r'http-equiv="refresh" content="0; url=([a-z0-9_]+)\.html"', text)
            if target:
                text = page_text(target.group(1))
            row = re.search(rf'<td><a href="../{arch}.html">{arch}</a></td>\s*<td><code>(?:<a href="[^"]+">)?([a-z0-9_]+)', text)
            if not row or row.group(1) != ins.mnemonic:
                unnamed.append(f"{arch}: {ins.mnemonic}")
    assert not missing, missing[:20]
    assert not unnamed, unnamed[:20]


def test_a_second_render_gives_the_same_bytes(tmp_path, monkeypatch):
    """Determinism: rendering the site again, in a fresh interpreter with another hash seed,
    reproduces generated/site byte for byte (no timestamps, no set or dict order leaking)."""
    from codegen.generate import _finish_site, _start_site
    from codegen.model import SPEC_DIR
    from codegen.spec import load_spec

    monkeypatch.setenv("PYTHONHASHSEED", "12345")
    files = _finish_site(_start_site(ROOT / "generated", load_spec(SPEC_DIR), tmp_path / "site"))
    committed = sorted(str(p.relative_to(SITE)) for p in SITE.rglob("*") if p.is_file())
    assert sorted(f.removeprefix("site/") for f in files) == committed
    differ = [rel for rel in committed if (tmp_path / "site" / rel).read_bytes() != (SITE / rel).read_bytes()]
    assert not differ, differ[:10]


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids: set[str] = set()
        self.refs: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        for key in ("href", "src"):
            if a.get(key):
                self.refs.append(a[key])
        if tag == "meta" and a.get("http-equiv") == "refresh":
            self.refs.append(a["content"].split("url=", 1)[1])


def test_every_link_resolves():
    """Link checker over the whole site: every href and src (and every redirect) is relative,
    names a file of the site, and its #anchor is an id in that file."""
    pages = {}
    for path in sorted(SITE.rglob("*.html")):
        p = _Links()
        p.feed(path.read_text())
        pages[path] = p
    broken = []
    for path, p in pages.items():
        for ref in p.refs:
            url = urlsplit(ref)
            if url.scheme or url.netloc or ref.startswith("/"):
                broken.append(f"{path.relative_to(SITE)}: {ref}: not a relative link (the site works offline)")
                continue
            target = (path.parent / unquote(url.path)).resolve() if url.path else path
            if not target.is_file() or SITE not in target.parents:
                broken.append(f"{path.relative_to(SITE)}: {ref}: no such file")
            elif url.fragment and url.fragment not in pages[target].ids:
                broken.append(f"{path.relative_to(SITE)}: {ref}: no id {url.fragment!r}")
    assert not broken, broken[:20]
    assert len(pages) > 1000


def _diagrams(text: str) -> list[tuple[set[str], list[tuple[int, int, str, int | None]]]]:
    """(archs, cells (hi, lo, field, fixed value)) of each encoding diagram on a page."""
    out = []
    for archs, body in re.findall(r'<figure class="enc" data-archs="([^"]+)">(.*?)</figure>', text, re.S):
        cells = []
        for hi, lo, name, rest in re.findall(r"<td[^>]*><i>(\d+)(?:–(\d+))?</i><b>([^<]*)</b>(.*?)</td>", body, re.S):
            val = re.match(r'<span class="val">(\d+)', rest)
            cells.append((int(hi), int(lo or hi), html.unescape(name), int(val.group(1)) if val else None))
        out.append((set(archs.split()), cells))
    return out


@pytest.mark.parametrize("arch", ARCHS)
def test_encoding_diagrams_agree_with_llvm_mc(arch):
    """Oracle: llvm-mc -show-encoding. For every example of every instruction, the page shows
    the bytes llvm-mc gives it, and they match the fixed bits (OP = the opcode, ENCODING, ...) of one of the
    encoding diagrams its page draws for the arch, at the bit positions the diagram shows;
    every diagram shows an OP field or a fixed field."""
    isa = cdna_isa.arch(arch)
    lines, owners = [], []
    for name in sorted(isa.instructions):
        ins = isa.instructions[name]
        for text in isa.examples[name]:
            lines.append(text)
            owners.append(ins.mnemonic)
    theirs = llvm.assemble(arch, lines)
    diagrams: dict[str, list] = {}
    examples: dict[str, dict[str, str]] = {}  # page's example text -> bytes shown, for this arch
    problems = []
    for text, mnemonic, ref in zip(lines, owners, theirs):
        if ref is None:
            continue  # llvm-mc rejects it: test_examples_llvm.py reports that
        if mnemonic not in diagrams:
            page = page_text(mnemonic)
            if m := re.search(r'url=([a-z0-9_]+)\.html"', page):
                page = page_text(m.group(1))
            diagrams[mnemonic] = [cells for archs, cells in _diagrams(page) if arch in archs]
            examples[mnemonic] = {
                html.unescape(t): b
                for archs, t, b in re.findall(r'<tr data-archs="([^"]+)"><td><code>(.*?)</code></td><td><code>([0-9a-f ]+)</code>', page)
                if arch in archs.split()
            }
            if not diagrams[mnemonic] or not all(any(c[3] is not None for c in cells) for cells in diagrams[mnemonic]):
                problems.append(f"{mnemonic}: no encoding diagram with fixed bits for {arch}")
        word = int.from_bytes(ref, "little")
        fits = [
            cells for cells in diagrams[mnemonic]
            if max(c[0] for c in cells) + 1 <= 8 * len(ref)
            and all(c[3] is None or (word >> c[1]) & ((1 << (c[0] - c[1] + 1)) - 1) == c[3] for c in cells)
        ]  # fmt: skip
        if not fits:
            problems.append(f"{text!r}: llvm-mc {ref.hex()} matches none of the {len(diagrams[mnemonic])} diagrams of {mnemonic}")
        shown = examples[mnemonic].get(text)
        if shown != ref.hex(" "):
            problems.append(f"{text!r}: the page of {mnemonic} shows bytes {shown} for {arch}, llvm-mc gives {ref.hex(' ')}")
    assert not problems, problems[:20]
    assert sum(1 for cells in diagrams.values() for d in cells if any(c[2] == "OP" for c in d)) > 500


def _passes(mnemonic: str) -> dict[str, dict[str, str]]:
    rows = re.findall(r'<tr class="passes-row" data-arch="(\w+)">(.*?)</tr>', page_text(mnemonic), re.S)
    cols = ["arch", "shape", "blocks", "A", "B", "CD", "registers", "cycles", "passes", "class", "flops"]
    return {
        a: dict(zip(cols, (html.unescape(re.sub("<[^>]+>", "", c)) for c in re.findall(r"<td[^>]*>(.*?)</td>", body)))) for a, body in rows
    }


def test_mfma_passes_follow_the_guides():
    """Oracle: the guides' tables as tests/test_guide_matrix.py holds them, by hand: CDNA4 12.10
    pass counts (Table 28 / 33 cycles / 4 where 12.10 has none), MI300 Table 28 / 32 cycles / 4,
    MI200 12.10 (16 passes for 32x32, 8 for 16x16, 2 for 4x4; f64 8 and 4) by the shape and C
    type the page shows. Every matrix instruction of every arch, on its page."""
    checked = 0
    for arch in ARCHS:
        for name in cdna_isa.arch(arch).mfma.names():
            page = name
            text = page_text(name)
            if m := re.search(r'url=([a-z0-9_]+)\.html"', text):
                page = m.group(1)
            row = _passes(page)[arch]
            m_dim = int(row["shape"].split("×")[0])
            if arch == "cdna4":
                want = CDNA4_PASSES.get(name) or CDNA4_TABLE_ONLY[name] // 4
            elif arch == "cdna3":
                want = MI300_CYCLES[name] // 4
            else:
                want = (8 if m_dim == 16 else 4) if row["CD"].startswith("f64") else {32: 16, 16: 8, 4: 2}[m_dim]
            assert int(row["passes"]) == want, (arch, name, row)
            assert int(row["cycles"]) == 4 * want, (arch, name, row)
            checked += 1
    assert checked > 130


def test_flops_per_cu_per_cycle_match_published_peaks():
    """Oracle: AMD's published dense peaks divided by CUs and clock: MI300X FP16 1307.4 TFLOPS
    with 304 CUs at 2.1 GHz is 2048 FLOPs/CU/cycle (v_mfma_f32_32x32x8_f16 on cdna3); MI355X
    FP16 2.5 PFLOPS with 256 CUs at 2.4 GHz is ~4069, i.e. 4096 (v_mfma_f32_32x32x16_f16 on
    cdna4); MI250X FP16 383 TFLOPS with 220 CUs at 1.7 GHz is ~1024 (v_mfma_f32_32x32x8f16)."""
    assert round(1307.4e12 / (304 * 2.1e9)) == 2048
    assert _passes("v_mfma_f32_32x32x8_f16")["cdna3"]["flops"] == "2048"
    assert abs(2.5e15 / (256 * 2.4e9) - 4096) < 40
    assert _passes("v_mfma_f32_32x32x16_f16")["cdna4"]["flops"] == "4096"
    assert abs(383e12 / (220 * 1.7e9) - 1024) < 5
    assert _passes("v_mfma_f32_32x32x8_f16")["cdna2"]["flops"] == "1024"


def test_hazard_waits_on_an_instruction_page():
    """Oracle: the guides' tables worked by hand: a VALU reading a VGPR that a 16x16x4 F64 MFMA
    (DGEMM) wrote needs 11 wait states on MI200 (7.2 Table 26) and MI300 and 19 on CDNA4; a
    VALU writing SGPR then V_READLANE using it as lane select needs 4 (MI200 4.5 Table 9)."""
    text = page_text("v_add_f32")

    def row(rule):
        m = re.search(rf'<tr><td><a href="../hazards.html#{rule}">{rule}</a>.*?</tr>', text, re.S)
        assert m, rule
        return [re.sub("<[^>]+>", "", c) for c in re.findall(r"<td>(.*?)</td>", m.group(0))][2:]

    assert row("dgemm16-valu-read") == ["11", "11", "19"]
    assert row("valu-sgpr-lanesel") == ["4", "4", "4"]


def test_pages_show_what_the_issue_asks_for():
    """The page of v_mfma_f32_32x32x8_f16 (cdna2 spells it v_mfma_f32_32x32x8f16, MI200 Table
    25): availability with both spellings, no "no architectural effect", layouts of A, B and
    C/D, the examples' bytes, and a "what changed" entry for the rename."""
    text = page_text("v_mfma_f32_32x32x8_f16")
    assert "architectural effect" not in text
    assert 'href="v_mfma_f32_32x32x8f16.html"' in text
    for caption in ("A ", "B ", "C and D "):
        assert f"<figcaption>{caption}" in text
    assert "renamed: v_mfma_f32_32x32x8f16 in cdna2, v_mfma_f32_32x32x8_f16 in cdna4" in text
    alias = page_text("v_mfma_f32_32x32x8f16")
    assert 'url=v_mfma_f32_32x32x8_f16.html"' in alias
    # nor do the Markdown pages, which stay: the matrix core executes every MFMA
    said = [p.name for p in (ROOT / "generated" / "docs").rglob("*.md") if "architectural effect" in p.read_text()]
    assert not said, said[:5]


def test_site_size_and_shared_assets():
    """Size budget of the committed site (issue 17: ~25 MB), one CSS and one JS file shared by
    every page, the search index as a script (file:// cannot fetch JSON)."""
    total = sum(p.stat().st_size for p in SITE.rglob("*") if p.is_file())
    assert total < 25e6, total
    assert sorted(p.name for p in (SITE / "static").iterdir()) == ["search-index.js", "site.css", "site.js"]
    for path in list(SITE.glob("*.html")) + [SITE / "i" / "v_add_f32.html"]:
        text = path.read_text()
        assert "<style" not in text and "http://" not in text and "https://" not in text, path


def test_cli_docs_prints_the_index():
    """`cdna-isa docs` prints the site's index, which is generated/site/index.html."""
    from cdna_isa.cli import main

    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["docs"]) == 0
    assert Path(out.getvalue().strip()) == SITE / "index.html"


def test_cli_docs_without_a_site_says_so(tmp_path, monkeypatch, capsys):
    """An installed package without the source tree's generated/site: a one-line error naming
    the missing index, no traceback."""
    import cdna_isa.cli as cli

    monkeypatch.setattr(cli, "site_index", lambda: tmp_path / "site" / "index.html")
    assert cli.main(["docs"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("cdna-isa: error: ") and "index.html: no HTML reference here" in err and "Traceback" not in err


def _layout(text: str, caption: str) -> dict[tuple[str, int], str]:
    """(register label, lane group) -> cell of one drawn layout (the first with this caption)."""
    body = re.search(rf"<figure class=\"layout\"><figcaption>{caption} .*?</figcaption>(.*?)</figure>", text, re.S).group(1)
    cells = {}
    for row in re.findall(r"<tr><th>([^<]+)</th>(.*?)</tr>", body, re.S):
        for g, cell in enumerate(re.findall(r"<td>(.*?)</td>", row[1])):
            cells[(row[0], g)] = cell
    return cells


def test_drawn_layouts_follow_the_guide():
    """Oracle: the guide's layout rules worked by hand for V_MFMA_F32_32X32X8_F16 (CDNA4 7.1.3,
    the Matrix Instruction Calculator's output for it): A[i][k] is in lane i + 32 * (k // 4),
    register k % 4 // 2, bits 16 * (k % 2) up; D[i][j] (CDNA4 7.1.4, rows in groups of 4) is in
    register i % 4 + 4 * (i // 8), lane j + 32 * (i // 4 % 2)."""
    text = page_text("v_mfma_f32_32x32x8_f16")
    a = _layout(text, "A")
    for k in range(8):
        lo = 16 * (k % 2)
        assert a[(f"v{k % 4 // 2}.[{lo + 15}:{lo}]", k // 4)] == f"A[0..31][{k}]", k
    d = _layout(text, "C and D")
    for i in range(32):
        assert d[(f"v{i % 4 + 4 * (i // 8)}", i // 4 % 2)] == f"D[{i}][0..31]", i
    assert len(a) == 8 and len(d) == 32


def test_no_python_reprs_on_pages():
    """What a person reads is words, not Python: outside the pseudocode (<pre>), no page shows
    None, True, False or a list/dict repr (['...'] / {'...'})."""
    leaks = []
    for path in sorted(SITE.rglob("*.html")):
        text = re.sub(r"<pre.*?</pre>", "", path.read_text(), flags=re.S)
        text = re.sub(r"<[^>]+>", " ", text)
        for m in re.finditer(r"\bNone\b|\bTrue\b|\bFalse\b|\[&#39;|\{&#39;", text):
            leaks.append(f"{path.relative_to(SITE)}: ...{text[max(0, m.start() - 40) : m.end() + 20]}...")
    assert not leaks, leaks[:10]


def test_unchanged_pages_are_taken_from_the_last_site(tmp_path):
    """codegen/site.py's page reuse: a page recorded with the key it has now and an unchanged
    text is taken from the last site as it is (a sentinel text proves it); a page recorded
    under another key, or whose text no longer has its recorded hash (edited by hand), is
    rendered again, equal to a fresh render."""
    import hashlib

    from codegen import site
    from codegen.generate import _site_extras
    from codegen.model import SPEC_DIR
    from codegen.spec import load_spec

    extras = json_roundtrip(_site_extras(load_spec(SPEC_DIR)))
    files, records, _ = site.build(extras)
    reused, rekeyed, edited = "i/s_branch.html", "i/s_nop.html", "i/v_add_f32.html"
    (tmp_path / "i").mkdir()
    for page, text in ((reused, "sentinel"), (rekeyed, "stale"), (edited, "edited")):
        (tmp_path / page).write_text(text)
    sha = lambda text: hashlib.sha256(text.encode()).hexdigest()  # noqa: E731
    previous = {
        "dir": tmp_path,
        "pages": {
            reused: [records[reused][0], sha("sentinel")],
            rekeyed: ["another key", sha("stale")],
            edited: [records[edited][0], sha("not what the file holds")],
        },
    }
    again, again_records, _ = site.build(extras, previous)
    assert again[reused] == "sentinel"
    assert again[rekeyed] == files[rekeyed] and again[edited] == files[edited]
    assert again_records[rekeyed] == records[rekeyed]


def json_roundtrip(value):
    import json

    return json.loads(json.dumps(value))

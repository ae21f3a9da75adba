"""The HTML reference site in a real browser: Debian's headless Chromium driven by selenium
through Debian's chromedriver (/usr/bin/chromedriver, named explicitly so selenium never
downloads a driver or a browser). A person loads the index from file://, types a query, follows
a result and reads the instruction page; the assertions are on what is displayed. Screenshots
go to tests/artifacts/site/ (git-ignored).

Without chromium the tests skip, unless CI=1 or CDNA_ISA_REQUIRE_BROWSER=1 (set by .ci/run,
which installs chromium and chromium-driver), where they fail."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from . import llvm

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "generated" / "site"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts" / "site"
CHROMEDRIVER = "/usr/bin/chromedriver"
REQUIRED = os.environ.get("CI") == "1" or os.environ.get("CDNA_ISA_REQUIRE_BROWSER") == "1"


def _missing() -> str | None:
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    if not Path(CHROMEDRIVER).is_file():
        return f"{CHROMEDRIVER} is missing (apt-get install chromium chromium-driver)"
    if not (shutil.which("chromium") or Path("/usr/bin/chromium").is_file()):
        return "chromium is missing (apt-get install chromium chromium-driver)"
    return None


@pytest.fixture(scope="module")
def browser():
    missing = _missing()
    if missing:
        if REQUIRED:
            pytest.fail(f"browser tests required (CI / CDNA_ISA_REQUIRE_BROWSER): {missing}")
        pytest.skip(missing)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,1600"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.implicitly_wait(0)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()


def _errors(driver) -> list[str]:
    """Console messages of level SEVERE (JavaScript errors, failed loads) since the last call."""
    return [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]


def _wait(driver, condition, timeout=10):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(condition)


def _screenshot(driver, name: str) -> None:
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))


def test_search_then_the_mfma_page(browser):
    """Load the index from file://, type a name substring into the search box, follow the
    result: the page of v_mfma_f32_32x32x8_f16 shows its passes per architecture (MI200 12.10:
    16 passes for a 32x32 shape on cdna2; MI300 Table 28: 32 cycles = 8 passes; CDNA4 12.10:
    8 passes) and drawn register layouts; its encoding diagram names the OP field with the
    opcode llvm-mc encodes (bits 22:16 of the first dword of VOP3P_MAI, cdna4)."""
    from selenium.webdriver.common.by import By

    d = browser
    d.get((SITE / "index.html").as_uri())
    box = d.find_element(By.ID, "q")
    assert box.is_displayed()
    box.send_keys("32x32x8_f16")
    _wait(d, lambda d: any(a.text == "v_mfma_f32_32x32x8_f16" for a in d.find_elements(By.CSS_SELECTOR, "#results li a")))
    names = [a.text for a in d.find_elements(By.CSS_SELECTOR, "#results li a")]
    assert names[0] == "v_mfma_f32_32x32x8_f16", names
    assert all("32x32x8" in n for n in names), names
    _screenshot(d, "1-index-search")
    d.find_element(By.LINK_TEXT, "v_mfma_f32_32x32x8_f16").click()
    _wait(d, lambda d: d.current_url.endswith("/i/v_mfma_f32_32x32x8_f16.html"))
    assert d.find_element(By.TAG_NAME, "h1").text == "v_mfma_f32_32x32x8_f16"
    passes = {}
    for row in d.find_elements(By.CSS_SELECTOR, "tr.passes-row"):
        cells = row.find_elements(By.TAG_NAME, "td")
        assert row.is_displayed()
        passes[cells[0].text] = cells[8].text
    assert passes == {"cdna2": "16", "cdna3": "8", "cdna4": "8"}
    grids = [g for g in d.find_elements(By.CSS_SELECTOR, "table.grid") if g.is_displayed()]
    assert len(grids) >= 3  # A, B, C/D
    cells = grids[0].find_elements(By.TAG_NAME, "td")
    assert cells and cells[0].text.startswith("A[") and grids[0].size["height"] > 40
    word = int.from_bytes(llvm.assemble("cdna4", ["v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]"])[0][:4], "little")
    opcode = word >> 16 & 0x7F
    op_cells = [c.text for c in d.find_elements(By.CSS_SELECTOR, "figure.enc td.op") if c.is_displayed()]
    assert any(t.split("\n")[:3] == ["22–16", "OP", f"{opcode} {opcode:07b}"] for t in op_cells), op_cells
    _screenshot(d, "2-mfma-page")
    assert _errors(d) == []


def test_filters_renamed_and_new(browser):
    """The filters: 'renamed' with format VOP3P_MAI lists the MFMAs cdna4 respells (among them
    v_mfma_f32_32x32x8_f16, MI200's v_mfma_f32_32x32x8f16), and 'new in CDNA4' lists only
    instructions that cdna2 and cdna3 lack (v_prng_b32 is new in gfx950: llvm-mc -mcpu=gfx942
    rejects it)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    d = browser
    d.get((SITE / "index.html").as_uri())
    Select(d.find_element(By.ID, "f-format")).select_by_visible_text("VOP3P_MAI")
    d.find_element(By.ID, "f-renamed").click()
    names = [a.text for a in d.find_elements(By.CSS_SELECTOR, "#results li a")]
    assert "v_mfma_f32_32x32x8_f16" in names and "v_mfma_f32_32x32x16_f16" not in names, names
    d.find_element(By.ID, "f-renamed").click()
    Select(d.find_element(By.ID, "f-format")).select_by_visible_text("any")
    d.find_element(By.ID, "f-new").click()
    names = [a.text for a in d.find_elements(By.CSS_SELECTOR, "#results li a")]
    assert "v_prng_b32" in names and "v_add_f32" not in names, names[:20]
    # by what it computes: the words of the description (the spec's doc of V_SQRT_F32)
    d.find_element(By.ID, "f-new").click()
    d.find_element(By.ID, "q").send_keys("square root f32")
    names = [a.text for a in d.find_elements(By.CSS_SELECTOR, "#results li a")]
    assert "v_sqrt_f32" in names and "v_add_f32" not in names, names[:20]
    assert llvm.assemble("cdna3", ["v_prng_b32 v0, v1"]) == [None]
    assert _errors(d) == []


def test_other_pages_render_without_errors(browser):
    """The MFMA table (sortable by a click), the hazard tables, a per-arch index and the errata
    load with no console error; screenshots for a person to look at."""
    from selenium.webdriver.common.by import By

    d = browser
    d.get((SITE / "mfma.html").as_uri())
    header = d.find_elements(By.CSS_SELECTOR, "table.sortable th")[6]  # cdna2 cycles
    header.click()
    first = d.find_element(By.CSS_SELECTOR, "table.sortable tbody tr td:nth-child(7)").text
    assert first == "8 (2)", first  # 4x4 shapes: 2 passes on MI200 12.10
    _screenshot(d, "3-mfma-table")
    d.get((SITE / "hazards.html").as_uri())
    assert d.find_element(By.ID, "dgemm16-valu-read").is_displayed()
    _screenshot(d, "4-hazards")
    for page in ("cdna4.html", "errata.html", "i/v_add_f32.html", "diff-cdna3-cdna4.html"):
        d.get((SITE / page).as_uri())
        assert d.find_element(By.TAG_NAME, "h1").is_displayed()
    d.get((SITE / "i" / "v_add_f32.html").as_uri())
    _screenshot(d, "5-v_add_f32")
    assert _errors(d) == []

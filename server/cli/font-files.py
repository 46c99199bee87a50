"""Writes the site's two font files into app/assets/fonts/: `npm run assets:fonts`.

One file per weight (400 and 700) of IBM Plex Sans Arabic holding both its Arabic and its Latin glyphs, so a
page fetches two fonts before its first paint instead of four (docs/decisions/020-first-load.md). The source
is @fontsource's Arabic and Latin subsets of the same weight (same family, same units per em, same metrics and
hinting programs): each is cut to its own characters, so they share no glyph but the empty one, and the two
are merged. Kept, because staff type any Arabic or English text into listings:
  - every character of @fontsource's Latin subset (Basic Latin, Latin-1, the dashes, quotes, ellipsis,
    bullet, euro, arrows and minus);
  - the whole Arabic block U+0600-06FF (letters, Arabic-Indic and Persian digits, separators, marks) and
    the presentation forms B (U+FE70-FEFC, found in text pasted from PDFs), plus the ligature of "Allah"
    and the rial sign (U+FDF2, U+FDFC);
  - every character of the texts in app/i18n/locales and app/admin/locales that the font has;
  - every OpenType feature (init, medi, fina, rlig, calt, ccmp, mark, mkmk, kern...), so letters join and
    marks sit where they should, and the glyphs those features reach.
Left out: Arabic Supplement and Extended-A/B (U+0750-077F, U+08A0-08FF: letters of African and Asian
languages), the rest of the presentation forms A, and @fontsource's other subsets (Latin Extended, Cyrillic),
which the site never loaded. The hinting stays: Windows draws with it (without it: about -7 KB a file).

Needs Python 3 with fontTools and brotli (Debian: apt-get install python3-fonttools python3-brotli; elsewhere
pip install fonttools brotli). Set PYTHON when the first python3 on the PATH lacks them. The files are
committed; run this again when the source font is updated or a text needs a character the files lack.
"""

import sys
import tempfile
import unicodedata
from pathlib import Path

try:
    from fontTools import subset
    from fontTools.merge import Merger
    from fontTools.ttLib import TTFont
except ImportError:
    sys.exit(
        f"{sys.executable} has no fontTools: apt-get install python3-fonttools python3-brotli"
        " (or pip install fonttools brotli), or set PYTHON to a Python that has them"
    )

ROOT = Path(__file__).resolve().parents[2]
SOURCE = str(ROOT / "node_modules/@fontsource/ibm-plex-sans-arabic/files") + "/ibm-plex-sans-arabic-{subset}-{weight}-normal.woff2"
OUT = ROOT / "app/assets/fonts"
TEXTS = [ROOT / "app/i18n/locales", ROOT / "app/admin/locales"]
WEIGHTS = (400, 700)

ARABIC = set(range(0x0600, 0x0700)) | set(range(0xFE70, 0xFEFD)) | {0xFDF2, 0xFDFC}


def text_characters():
    """Every character of the locale files (comments included: a few extra characters cost nothing)."""
    chars = set()
    for folder in TEXTS:
        for path in sorted(folder.glob("*.ts")):
            chars |= {ord(c) for c in path.read_text(encoding="utf-8")}
    return chars


def cut(font, unicodes):
    """Keeps these characters, every layout feature and the glyphs the features reach; keeps names and hinting."""
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    return font


def is_invisible(code):
    """Format characters (marks of direction, joiners) and controls: browsers draw them without a glyph."""
    return unicodedata.category(chr(code)) in ("Cf", "Cc")


def build(weight, wanted, workdir):
    arabic = TTFont(SOURCE.format(subset="arabic", weight=weight), recalcTimestamp=False)
    latin = TTFont(SOURCE.format(subset="latin", weight=weight), recalcTimestamp=False)
    source_dates = (arabic["head"].created, arabic["head"].modified)
    arabic_has, latin_has = set(arabic.getBestCmap()), set(latin.getBestCmap())
    arabic_part = (ARABIC | wanted) & arabic_has
    latin_part = (((latin_has - {0x00, 0x0D}) | wanted) & latin_has) - arabic_part
    parts = []
    for name, font, unicodes in (("arabic", arabic, arabic_part), ("latin", latin, latin_part)):
        font.flavor = None
        path = Path(workdir) / f"{name}-{weight}.ttf"
        cut(font, unicodes).save(path)
        parts.append(str(path))
    merged = Merger().merge(parts)
    merged.flavor = "woff2"
    # The merger stamps its own dates: the source's keep the output byte for byte the same from run to run.
    merged["head"].created, merged["head"].modified = source_dates
    merged.recalcTimestamp = False
    target = OUT / f"ibm-plex-sans-arabic-{weight}.woff2"
    merged.save(target)
    return target, set(merged.getBestCmap())


def ranges(codes):
    """Code points as CSS unicode-range parts: U+0020-007E."""
    spans, ordered = [], sorted(codes)
    start = previous = ordered[0]
    for code in ordered[1:] + [None]:
        if code != (previous + 1 if previous is not None else None):
            spans.append(f"U+{start:04X}" if start == previous else f"U+{start:04X}-{previous:04X}")
            start = code
        previous = code
    return spans


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    texts = text_characters()
    wanted = {code for code in texts if code > 0x7E and not is_invisible(code)}
    covered = None
    with tempfile.TemporaryDirectory() as workdir:
        for weight in WEIGHTS:
            target, has = build(weight, wanted, workdir)
            covered = has if covered is None else covered & has
            print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes, {len(has)} characters")
    # The list the unit test checks the texts against (app/assets/fonts/characters.test.ts).
    (OUT / "characters.txt").write_text("\n".join(ranges(covered)) + "\n", encoding="utf-8")
    missing = sorted(code for code in wanted if code not in covered)
    if missing:
        # Perhaps only in a comment; characters.test.ts checks the texts themselves.
        print("In the locale files but not in the font:", " ".join(f"U+{code:04X}" for code in missing))


if __name__ == "__main__":
    main()

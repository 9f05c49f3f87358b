"""Measure a font for its fallback face (scripts/fonts/subset-fonts.mjs).

Usage: measure-font.py FILE WEIGHT TEXT — prints JSON: units per em, the ascent, descent and line gap
the browser lays lines out with, and the advance of TEXT (no kerning), at WEIGHT on a variable font's
weight axis. Needs Debian's python3-fonttools.
"""
import json
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

path, weight, text = sys.argv[1], float(sys.argv[2]), sys.argv[3]
font = TTFont(path)
if "fvar" in font:
    font = instantiateVariableFont(font, {"wght": weight})
os2, hhea = font["OS/2"], font["hhea"]
# Browsers use the typographic metrics when the font asks for them, else the hhea table's.
typo = bool(os2.fsSelection & (1 << 7))
cmap, hmtx = font.getBestCmap(), font["hmtx"]
missing = [ch for ch in set(text) if ord(ch) not in cmap]
if missing:
    sys.exit(f"{path}: no glyph for {''.join(sorted(missing))!r}")
print(json.dumps({
    "unitsPerEm": font["head"].unitsPerEm,
    "ascent": os2.sTypoAscender if typo else hhea.ascent,
    "descent": -(os2.sTypoDescender if typo else hhea.descent),
    "lineGap": os2.sTypoLineGap if typo else hhea.lineGap,
    "advance": sum(hmtx[cmap[ord(ch)]][0] for ch in text),
}))

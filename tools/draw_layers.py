#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the layers of src/ as docs/layers.svg, from the table the layer check holds
(tests/architecture/include_layers.py), so the picture in the README cannot drift from
what the tests enforce.

    tools/draw_layers.py            writes docs/layers.svg
    tools/draw_layers.py --check    fails when docs/layers.svg is not what it would write
"""
import pathlib
import sys
from xml.sax.saxutils import escape

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "architecture"))
from include_layers import LAYERS  # noqa: E402

PICTURE = ROOT / "docs" / "layers.svg"

# What each folder holds, in a few words.
ABOUT = {
    "core": "algorithms: grids, dice, sight, paths, dungeons, UTF-8",
    "json": "parsing with places, diagnostics, ObjectReader",
    "sprites": "pixels, text sprites, packing",
    "sounds": "recipes, synthesis, WAV",
    "content": "definitions, fields, layering, mods",
    "content/loading": "the loader: every file, checked whole",
    "game/model": "entities, player, floors, actions, report",
    "game/spawning": "EntityFactory, inits, spawn rolls",
    "game/rules": "combat, monster turns, statuses",
    "game/generation": "floors: layout, monsters, furnishing",
    "game/world": "World::perform, set-up, limits",
    "game/travel": "travel, explore, rest, stops",
    "game/saving": "save codecs, high scores",
    "game/debug": "the --debug console",
    "game/autoplay": "the bot",
    "game/replay": "replays, state hash",
    "game/session": "content library, run keeper",
    "render": "SDL: window, input, atlas, text, mixer",
    "scenes": "title, dungeon, inventory, menus",
    "command_line": "flags",
    "headless_commands": "the commands with no window",
    "main": "start-up",
}

# Fill colours by the part of the program a folder belongs to.
COLOURS = [("game/", "#dcefd9"), ("content", "#fbe7c6"), ("render", "#d6e4f5"), ("scenes", "#d6e4f5"),
           ("main", "#e6dcf2"), ("command_line", "#e6dcf2"),
           ("headless_commands", "#e6dcf2"), ("", "#ececec")]

WIDTH = 880
ROW = 44
GAP = 8
MARGIN = 16
LABEL = 40  # the layer number's column


def colour_of(folder):
    return next(fill for start, fill in COLOURS if folder.startswith(start))


def box(x, y, width, folder):
    name = folder + ("/" if folder not in ("main", "command_line", "content/loading") else "")
    return (f'<rect x="{x}" y="{y}" width="{width}" height="{ROW - GAP}" rx="4" fill="{colour_of(folder)}" '
            f'stroke="#555"/>\n'
            f'<text x="{x + 8}" y="{y + 15}" font-weight="bold">{escape(name)}</text>\n'
            f'<text x="{x + 8}" y="{y + 30}" font-size="11" fill="#333">{escape(ABOUT.get(folder, ""))}</text>\n')


def picture():
    height = 2 * MARGIN + ROW * len(LAYERS) + 24
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
             f'font-family="DejaVu Sans, sans-serif" font-size="13">\n',
             f'<rect width="{WIDTH}" height="{height}" fill="#ffffff"/>\n',
             f'<text x="{MARGIN}" y="{MARGIN + 8}" font-size="12" fill="#333">A file includes its own folder and '
             f'the layers below it; siblings in one row do not include each other.</text>\n']
    top = MARGIN + 24
    for index, layer in enumerate(reversed(LAYERS)):
        number = len(LAYERS) - index
        y = top + index * ROW
        parts.append(f'<text x="{MARGIN}" y="{y + 22}" fill="#666">{number}</text>\n')
        inner = WIDTH - 2 * MARGIN - LABEL
        width = (inner - GAP * (len(layer) - 1)) // len(layer)
        for column, folder in enumerate(layer):
            parts.append(box(MARGIN + LABEL + column * (width + GAP), y, width, folder))
    parts.append("</svg>\n")
    return "".join(parts)


def main():
    drawn = picture()
    if sys.argv[1:] == ["--check"]:
        if PICTURE.read_text(encoding="utf-8") != drawn:
            print(f"{PICTURE} is not what the layer table draws: run tools/draw_layers.py")
            return 1
        print(f"{PICTURE} matches the layer table")
        return 0
    PICTURE.write_text(drawn, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

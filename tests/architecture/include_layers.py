#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fails when a source file includes a header from a layer above its own.

The layers, bottom first, are the table below: a file may include headers of its own
folder and of any layer below it, never of a sibling of the same layer or of one above
(the README's Architecture section draws the same table). A file belongs to the entry
whose path is the longest start of its own.

    tests/architecture/include_layers.py SOURCE_DIR
"""
import pathlib
import re
import sys

# Bottom first. Entries on one line are siblings: neither may include the other.
LAYERS = [
    ["core"],
    ["json"],
    ["sprites", "sounds"],
    ["content"],
    # The loader: what reads every content file and checks the whole. Nothing else in content/ needs it.
    ["content/loading"],
    ["game/model"],
    ["game/spawning"],
    ["game/rules", "game/generation"],
    ["game/world"],
    ["game/travel", "game/saving", "game/debug"],
    ["game/autoplay", "game/replay"],
    ["game/session"],
    # Studies of many autoplayed runs over one data set or two (--balance).
    ["game/balance"],
    ["render"],
    # The one owner of the loaded game data: content, sprites and sounds from one list of mods.
    ["game_data"],
    ["scenes"],
    ["command_line"],
    # The commands that run with no window (--check-data, --autoplay, --balance, --merge, --replay --headless).
    ["headless_commands"],
    ["main"],
]

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.MULTILINE)


def rank_of(path, ranks):
    """The layer of a path below SOURCE_DIR ("game/world/world.h"), by its longest known start."""
    best = None
    for start, rank in ranks.items():
        if path == start or path.startswith(start + "/") or path.startswith(start + "."):
            if best is None or len(start) > len(best):
                best = start
    return best


def main():
    source = pathlib.Path(sys.argv[1])
    ranks = {start: rank for rank, layer in enumerate(LAYERS) for start in layer}
    problems = []
    unplaced = []
    for file in sorted(list(source.rglob("*.h")) + list(source.rglob("*.cpp"))):
        path = file.relative_to(source).as_posix()
        own = rank_of(path, ranks)
        if own is None:
            unplaced.append(path)
            continue
        for included in INCLUDE.findall(file.read_text(encoding="utf-8")):
            other = rank_of(included, ranks)
            if other is None or other == own:
                continue
            if ranks[other] >= ranks[own]:
                problems.append(f"{path} includes {included}: {other}/ is not below {own}/")
    for path in unplaced:
        problems.append(f"{path} is in no layer of tests/architecture/include_layers.py")
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} include(s) against the layers")
        return 1
    print(f"every include of {source} points down the layers")
    return 0


if __name__ == "__main__":
    sys.exit(main())

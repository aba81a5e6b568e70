#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks files against the game's JSON Schemas with a real validator (python3-jsonschema).

  validate.py valid SCHEMA_DIR FILE...   every FILE must validate against its schema
  validate.py wrong SCHEMA_DIR CASES     every case of the CASES list must be rejected, at the place
                                         and for the reason the case names

A file's schema is found from its name (monsters.json: monsters.schema.json, mod.json, settings.json)
or, for a scenario file of any name, from its top key "scenario". The loader's half of the wrong
cases is checked by the content and scene tests, which read the same CASES list.
"""
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("skipped: no JSON Schema validator here (Debian: apt-get install python3-jsonschema)")
    sys.exit(77)


def load(path):
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def kind_of(path, document):
    stem = os.path.basename(path)[: -len(".json")]
    if stem in ("mod", "settings"):
        return stem
    if isinstance(document, dict) and "scenario" in document:
        return "scenario"
    return stem


def validator(schema_dir, kind):
    schema = load(os.path.join(schema_dir, kind + ".schema.json"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def pointer(error):
    return "".join("/" + str(token) for token in error.absolute_path)


def check_valid(schema_dir, paths):
    failures = 0
    for path in paths:
        document = load(path)
        errors = list(validator(schema_dir, kind_of(path, document)).iter_errors(document))
        for error in errors:
            print(f"FAIL {path}: at '{pointer(error)}': {error.message}")
        failures += len(errors)
        if not errors:
            print(f"ok   {path}")
    return failures


def check_wrong(schema_dir, cases_path):
    folder = os.path.dirname(cases_path)
    failures = 0
    for case in load(cases_path)["cases"]:
        document = load(os.path.join(folder, case["file"]))
        expected = case["schema"]
        errors = list(validator(schema_dir, case["kind"]).iter_errors(document))
        found = [e for e in errors if pointer(e) == expected["at"] and e.validator == expected["keyword"]]
        if found:
            print(f"ok   {case['file']}: {found[0].message}")
            continue
        failures += 1
        seen = "; ".join(f"'{pointer(e)}' {e.validator}" for e in errors) or "no error at all"
        print(f"FAIL {case['file']}: expected a '{expected['keyword']}' error at '{expected['at']}', found {seen}")
    return failures


def main(arguments):
    if len(arguments) < 3 or arguments[0] not in ("valid", "wrong"):
        print(__doc__)
        return 2
    mode, schema_dir, rest = arguments[0], arguments[1], arguments[2:]
    failures = check_valid(schema_dir, rest) if mode == "valid" else check_wrong(schema_dir, rest[0])
    print(f"{failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

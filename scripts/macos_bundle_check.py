#!/usr/bin/env python3
"""Checks a Gomoku.app made by scripts/macos-bundle.sh as far as any system
allows: Info.plist parses (plistlib) and has the keys macOS needs with sane
values, the executable it names is there and executable, the icon it names
is an .icns file, PkgInfo agrees. One [PASS]/[FAIL] line per check; exits
non-zero if any failed.

    python3 scripts/macos_bundle_check.py dist/Gomoku.app

It cannot tell whether macOS will start the program (that the binary is a
Mach-O for the Mac's CPU, signing, Gatekeeper): on Linux the binary is a
stand-in.
"""

import os
import plistlib
import re
import sys

REQUIRED = {
    "CFBundleExecutable": str,
    "CFBundleIconFile": str,
    "CFBundleIdentifier": str,
    "CFBundleInfoDictionaryVersion": str,
    "CFBundleName": str,
    "CFBundlePackageType": str,
    "CFBundleShortVersionString": str,
    "CFBundleVersion": str,
    "LSMinimumSystemVersion": str,
    "NSHighResolutionCapable": bool,
}
VERSION = re.compile(r"^\d+(\.\d+){0,2}$")


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    app = sys.argv[1].rstrip("/")
    contents = os.path.join(app, "Contents")
    failures = 0

    def check(ok, what, detail=""):
        nonlocal failures
        print(f"[{'PASS' if ok else 'FAIL'}] macOS bundle: {what}"
              f"{': ' + detail if detail else ''}", flush=True)
        failures += 0 if ok else 1
        return ok

    if not check(os.path.basename(app).endswith(".app") and os.path.isdir(contents),
                 "a .app folder with Contents/", app):
        return 1

    plist_path = os.path.join(contents, "Info.plist")
    try:
        with open(plist_path, "rb") as f:
            info = plistlib.load(f)
        parsed = isinstance(info, dict)
        detail = f"{len(info)} keys" if parsed else "not a dictionary"
    except (OSError, plistlib.InvalidFileException, ValueError) as e:
        info, parsed, detail = {}, False, str(e)
    if not check(parsed, "Contents/Info.plist parses as a property list", detail):
        return 1

    wrong = [k for k, t in REQUIRED.items() if not isinstance(info.get(k), t)]
    check(not wrong, "Info.plist has every key macOS needs, of the right type",
          "missing or wrong: " + ", ".join(wrong) if wrong else "")
    check(info.get("CFBundlePackageType") == "APPL", "it is an application (APPL)",
          repr(info.get("CFBundlePackageType")))
    ident = info.get("CFBundleIdentifier", "")
    check(bool(re.fullmatch(r"[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+", ident)),
          "CFBundleIdentifier is reverse-DNS", repr(ident))
    for key in ("CFBundleShortVersionString", "CFBundleVersion"):
        value = info.get(key, "")
        check(bool(VERSION.match(value)), f"{key} is one to three numbers", repr(value))
    check(info.get("NSHighResolutionCapable") is True, "sharp on Retina screens",
          "NSHighResolutionCapable true")

    exe = os.path.join(contents, "MacOS", info.get("CFBundleExecutable", ""))
    check(os.path.isfile(exe) and os.access(exe, os.X_OK),
          "the executable Info.plist names is in Contents/MacOS and executable",
          os.path.relpath(exe, app))

    icon_name = info.get("CFBundleIconFile", "")
    if not icon_name.endswith(".icns"):
        icon_name += ".icns"
    icon = os.path.join(contents, "Resources", icon_name)
    try:
        with open(icon, "rb") as f:
            data = f.read()
        # An .icns file: "icns", then the file's length (big-endian).
        is_icns = data[:4] == b"icns" and int.from_bytes(data[4:8], "big") == len(data)
    except OSError:
        is_icns = False
    check(is_icns, "the icon Info.plist names is an .icns file in Contents/Resources",
          os.path.relpath(icon, app))

    try:
        with open(os.path.join(contents, "PkgInfo"), "rb") as f:
            pkginfo = f.read()
    except OSError:
        pkginfo = b""
    check(pkginfo == b"APPL????", "PkgInfo says APPL????", repr(pkginfo))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Checks screenshots of Reports/index.html, with only the standard library.

For each PNG: decode it (8-bit RGB/RGBA, non-interlaced, as Chromium writes them), then
- charts drawn: enough strongly coloured (saturated) pixels, which only the SVG charts
  and pass/fail marks produce, since the page's text and tables are grey-scale;
- nothing overflows: the rightmost 6 pixel columns are a single background colour, so
  no table, chart or text runs past the viewport's right edge.
Exit status 0 when every screenshot passes, 1 otherwise.
"""
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and color in (2, 6) and interlace == 0, f"{path}: unsupported PNG"
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        filter_type, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if filter_type == 1:
                line[i] = (line[i] + left) & 255
            elif filter_type == 2:
                line[i] = (line[i] + up) & 255
            elif filter_type == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif filter_type == 4:
                p = left + up - upper_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
                pred = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                line[i] = (line[i] + pred) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def check(path):
    width, height, channels, rows = read_png(path)
    saturated = 0
    for row in rows:
        for x in range(0, width * channels, channels):
            r, g, b = row[x], row[x + 1], row[x + 2]
            if max(r, g, b) - min(r, g, b) > 80:
                saturated += 1
    background = rows[0][(width - 1) * channels:(width - 1) * channels + 3]
    margin_ok = all(
        row[x * channels:x * channels + 3] == background for row in rows for x in range(width - 6, width))
    charts_ok = saturated > 2000
    print(f"{path}: {width}x{height}, coloured pixels {saturated} ({'ok' if charts_ok else 'TOO FEW: charts missing'}), "
          f"right margin {'plain background' if margin_ok else 'NOT PLAIN: something overflows'}, "
          f"background rgb{tuple(background)}")
    return charts_ok and margin_ok


if __name__ == "__main__":
    results = [check(path) for path in sys.argv[1:]]
    sys.exit(0 if results and all(results) else 1)

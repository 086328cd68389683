"""Decodes the 8-bit, non-interlaced PNGs Chromium writes (standard library only)."""

import struct
import zlib


def decode(data):
    """Returns (width, height, channels, rows) with rows as bytes objects."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos = 8
    idat = b""
    width = height = channels = None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or interlace != 0 or color not in (0, 2, 4, 6):
                raise ValueError("unsupported PNG layout")
            channels = {0: 1, 2: 3, 4: 2, 6: 4}[color]
        elif kind == b"IDAT":
            idat += body
        elif kind == b"IEND":
            break
    raw = zlib.decompress(idat)
    stride = width * channels
    rows = []
    previous = bytearray(stride)
    i = 0
    for _ in range(height):
        kind = raw[i]
        line = bytearray(raw[i + 1 : i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + ((left + up) >> 1)) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[x] = (line[x] + predictor) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def distinct_colors(data, limit=64):
    """How many distinct pixel values the image has (counting stops at `limit`)."""
    width, _, channels, rows = decode(data)
    seen = set()
    for row in rows[::2]:
        for x in range(0, width * channels, channels * 2):
            seen.add(row[x : x + channels])
            if len(seen) >= limit:
                return limit
    return len(seen)


def difference(a, b):
    """The fraction of pixels that differ between two PNGs of the same size (1 if sizes differ)."""
    wa, ha, ca, ra = decode(a)
    wb, hb, cb, rb = decode(b)
    if (wa, ha, ca) != (wb, hb, cb):
        return 1.0
    changed = 0
    for x_row, y_row in zip(ra, rb):
        if x_row != y_row:
            for x in range(0, wa * ca, ca):
                if x_row[x : x + ca] != y_row[x : x + ca]:
                    changed += 1
    return changed / float(wa * ha)

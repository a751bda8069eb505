#!/usr/bin/env python3
"""Draw the site's social card: static/img/social-card.png (1200x630).

The card is the Tapcraft mark (a tap with its ripple) on the brand teal, with
faint rings around it. It uses only the standard library, so anyone can run it
again after changing a colour or a size:

    python3 scripts/make-social-card.py

Shapes are drawn with signed distance functions: each pixel gets the share of
a shape that covers it, which gives smooth edges without supersampling.
"""

from __future__ import annotations

import math
import struct
import zlib
from pathlib import Path

WIDTH, HEIGHT = 1200, 630
OUTPUT = Path(__file__).resolve().parent.parent / "static" / "img" / "social-card.png"

Color = tuple[int, int, int]

BRAND: Color = (0x0B, 0x76, 0x6C)  # --ifm-color-primary (light mode)
RING: Color = (0x0F, 0x9A, 0x8D)  # --ifm-color-primary-lightest
WHITE: Color = (0xFF, 0xFF, 0xFF)
ACCENT: Color = (0xC2, 0x41, 0x0C)  # --site-accent (light mode)

# The mark is drawn on a 32-unit grid (as static/img/logo.svg) and scaled up.
MARK_SIZE = 256
SCALE = MARK_SIZE / 32
MARK_LEFT = (WIDTH - MARK_SIZE) / 2
MARK_TOP = (HEIGHT - MARK_SIZE) / 2
CENTER_X, CENTER_Y = WIDTH / 2, HEIGHT / 2


def mark(u: float) -> float:
    """Convert a length on the 32-unit logo grid into card pixels."""
    return u * SCALE


TAP_X = MARK_LEFT + mark(13)
TAP_Y = MARK_TOP + mark(19)


def coverage(distance: float) -> float:
    """Share of the pixel covered by a shape, from its signed distance."""
    return min(1.0, max(0.0, 0.5 - distance))


def blend(base: Color, top: Color, alpha: float) -> Color:
    if alpha <= 0.0:
        return base
    return (
        round(base[0] + (top[0] - base[0]) * alpha),
        round(base[1] + (top[1] - base[1]) * alpha),
        round(base[2] + (top[2] - base[2]) * alpha),
    )


def rounded_box(px: float, py: float, half: float, radius: float) -> float:
    qx = abs(px - CENTER_X) - (half - radius)
    qy = abs(py - CENTER_Y) - (half - radius)
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    inside = min(max(qx, qy), 0.0)
    return outside + inside - radius


def ring(px: float, py: float, cx: float, cy: float, radius: float, width: float) -> float:
    return abs(math.hypot(px - cx, py - cy) - radius) - width / 2


def quarter_arc(px: float, py: float, radius: float, width: float) -> float:
    """The top-right quarter of a circle around the tap point, round caps."""
    dx, dy = px - TAP_X, py - TAP_Y
    if dx >= 0 and dy <= 0:
        return abs(math.hypot(dx, dy) - radius) - width / 2
    to_top = math.hypot(dx, dy + radius)
    to_right = math.hypot(dx - radius, dy)
    return min(to_top, to_right) - width / 2


def pixel(x: int, y: int) -> Color:
    px, py = x + 0.5, y + 0.5
    color = BRAND

    # Faint ripples around the mark.
    for radius in (200.0, 280.0, 360.0, 440.0, 520.0):
        alpha = coverage(ring(px, py, CENTER_X, CENTER_Y, radius, 6.0))
        color = blend(color, RING, alpha * (0.9 - radius / 800))

    box = coverage(rounded_box(px, py, MARK_SIZE / 2, mark(8)))
    if box <= 0.0:
        return color
    color = blend(color, WHITE, box)
    color = blend(color, BRAND, 0.85 * coverage(ring(px, py, TAP_X, TAP_Y, mark(7.6), mark(2.2))))
    color = blend(color, BRAND, coverage(math.hypot(px - TAP_X, py - TAP_Y) - mark(3.6)))
    color = blend(color, ACCENT, coverage(quarter_arc(px, py, mark(11.8), mark(2.4))))
    return color


def png_chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def encode_png(rows: list[bytes]) -> bytes:
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0)  # 8-bit RGB
    raw = b"".join(b"\x00" + row for row in rows)  # filter type 0 on every row
    return (
        b"\x89PNG\r\n\x1a\n"
        + png_chunk(b"IHDR", header)
        + png_chunk(b"IDAT", zlib.compress(raw, 9))
        + png_chunk(b"IEND", b"")
    )


def main() -> None:
    rows = []
    for y in range(HEIGHT):
        row = bytearray()
        for x in range(WIDTH):
            row.extend(pixel(x, y))
        rows.append(bytes(row))
    data = encode_png(rows)
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    OUTPUT.write_bytes(data)
    print(f"wrote {OUTPUT} ({len(data)} bytes)")


if __name__ == "__main__":
    main()

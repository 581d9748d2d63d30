#!/usr/bin/env python3
"""Writes the example touch sessions of the Examples module.

Rerun from the repository root (Python 3.8+, standard library only):

    python3 tools/generate_example_sessions.py            # (re)write the files
    python3 tools/generate_example_sessions.py --check    # exit 1 if any file would change
    python3 tools/generate_example_sessions.py --list     # print name, scene, samples

It writes one `recordings/sessions/<name>.touches.jsonl` per entry of
`SESSIONS` below and touches no other file. The output is deterministic:
every session draws its jitter from its own `random.Random`, seeded with the
CRC-32 of its name, so a rerun gives the same bytes on every machine, and
adding or changing one session leaves the others alone.

What a session looks like (docs/FORMATS.md §2): a header, then samples as a
finger on a 2x screen (320 x 568 pt) makes them:

- moves arrive on a display-rate clock (60 Hz, or 120 Hz where the header's
  `source` says so) with a little timing jitter (+-0.3 ms);
- touch-down and lift-off happen at the times each gesture gives them, give
  or take 2.5 ms (exactly, where a near miss depends on an interval: the
  tap 0.36 s late, the press lifted at 0.49 s), the whole script shifted by
  up to 40 ms (when the recording started); times are rounded to the
  microsecond, as the format stores them;
- positions follow smooth, eased strokes at realistic speeds, plus a small
  hand tremor (under 0.5 pt), and are rounded to the 0.5 pt grid of a 2x
  screen; a sample that would not change the position is not written (the
  device reports nothing for a finger that did not move);
- a finger lifts where it is at that moment (a flick lifts while still
  moving, a few points past its last move).

The sessions are synthetic, not device recordings: the header's `source`
says so, and they carry no device-observed `gesture` lines.
"""

import math
import os
import random
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "recordings", "sessions")
SCREEN = {"width": 320, "height": 568, "scale": 2}


# ---------------------------------------------------------------- formatting

def time_text(us):
    """Microseconds as the format's seconds: 0.384, 1, 0.016667."""
    whole, fraction = divmod(us, 1_000_000)
    if fraction == 0:
        return str(whole)
    return ("%d.%06d" % (whole, fraction)).rstrip("0")


def point_text(half_points):
    """A coordinate stored in half points (the 2x grid) as 160 or 240.5."""
    if half_points % 2 == 0:
        return str(half_points // 2)
    return "%d.5" % (half_points // 2) if half_points > 0 else "-%d.5" % ((-half_points) // 2)


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


# ---------------------------------------------------------------- motion

def min_jerk(tau):
    """The minimum-jerk profile of a reaching movement: 0 -> 1, smooth at both ends."""
    tau = min(1.0, max(0.0, tau))
    return tau * tau * tau * (10 - 15 * tau + 6 * tau * tau)


def keyframes(*frames):
    """A path through (t, x, y) keyframes, eased between each pair; still before and after."""
    def position(t):
        if t <= frames[0][0]:
            return frames[0][1], frames[0][2]
        for (t0, x0, y0), (t1, x1, y1) in zip(frames, frames[1:]):
            if t <= t1:
                s = min_jerk((t - t0) / (t1 - t0)) if t1 > t0 else 1.0
                return x0 + (x1 - x0) * s, y0 + (y1 - y0) * s
        return frames[-1][1], frames[-1][2]
    return position


def arc(cx, cy, radius, start_degrees, end_degrees, t0, t1, radius_end=None):
    """A path around (cx, cy), clockwise on screen for growing degrees (0 = straight up)."""
    radius_end = radius if radius_end is None else radius_end

    def position(t):
        s = min_jerk((t - t0) / (t1 - t0))
        degrees = start_degrees + (end_degrees - start_degrees) * s
        r = radius + (radius_end - radius) * s
        a = math.radians(degrees)
        return cx + r * math.sin(a), cy - r * math.cos(a)
    return position


class Tremor:
    """A hand's tremor: two slow sines per axis plus a little noise, capped at 0.45 pt."""

    def __init__(self, rng, scale_x, scale_y):
        self.rng = rng
        self.parts = []
        for scale in (scale_x, scale_y):
            waves = [(rng.uniform(0.08, 0.2) * scale, rng.uniform(2.0, 7.0), rng.uniform(0, 2 * math.pi))
                     for _ in range(2)]
            self.parts.append((scale, waves))

    def offset(self, t):
        result = []
        for scale, waves in self.parts:
            value = sum(a * math.sin(2 * math.pi * f * t + p) for a, f, p in waves)
            value += self.rng.gauss(0, 0.08) * scale
            result.append(max(-0.45, min(0.45, value)))
        return result


# ---------------------------------------------------------------- recording

class Recording:
    """One session: a display-rate clock and the samples of its fingers."""

    def __init__(self, name, scene, hz=60):
        self.name = name
        self.scene = scene
        self.hz = hz
        self.same_hand_as(name)
        self.samples = []  # (microseconds, touch, phase, x2, y2)

    def same_hand_as(self, name):
        """Draws the clock and the jitter as the session `name` does (each session's own, by
        default), so that sessions of two scenes can be the same touches."""
        self.rng = random.Random(zlib.crc32(name.encode("utf-8")))
        self.phase = self.rng.uniform(0, 1.0 / self.hz)
        self.shift = self.rng.uniform(0.0, 0.04)  # when the recording started, relative to the script
        self.tick_jitter = {}

    def tick(self, k):
        if k not in self.tick_jitter:
            self.tick_jitter[k] = self.rng.uniform(-0.0003, 0.0003)
        return round((self.phase + k / self.hz + self.tick_jitter[k]) * 1_000_000)

    def ticks_between(self, start_us, end_us):
        k = max(0, math.floor((start_us / 1e6 - self.phase) * self.hz) - 1)
        result = []
        while True:
            us = self.tick(k)
            if us >= end_us:
                return result
            if us > start_us:
                result.append(us)
            k += 1

    def finger(self, touch, down, up, path, jitter=(1.0, 1.0), end="ended", exact=()):
        """Finger `touch` down at `down` s, up (or cancelled) at `up` s of the script, following
        `path(t)`. Touch-down and lift-off move by up to 2.5 ms either way, as a hand's timing
        does, unless `exact` names them ("down", "up"): near misses keep their intervals exact.
        The whole script is shifted by the recording's start offset."""
        tremor = Tremor(self.rng, *jitter)
        if "down" not in exact:
            down += self.rng.uniform(-0.0025, 0.0025)
        if "up" not in exact:
            up += self.rng.uniform(-0.0025, 0.0025)
        down_us, up_us = round((down + self.shift) * 1e6), round((up + self.shift) * 1e6)

        def snapped(us, still=False):
            t = us / 1e6 - self.shift
            x, y = path(t)
            if not still:
                dx, dy = tremor.offset(t)
                x, y = x + dx, y + dy
            return round(x * 2), round(y * 2)

        last = snapped(down_us, still=True)
        self.samples.append((down_us, touch, "began", last[0], last[1]))
        for us in self.ticks_between(down_us, up_us):
            here = snapped(us)
            if here != last:
                self.samples.append((us, touch, "moved", here[0], here[1]))
                last = here
        self.samples.append((up_us, touch, end) + snapped(up_us))
        return self

    # Gestures a person makes, in window points and seconds.

    def tap(self, touch, t, x, y, hold=0.08, jitter=(0.6, 0.6), exact=()):
        return self.finger(touch, t, t + hold, keyframes((t, x, y)), jitter, exact=exact)

    def hold(self, touch, t, x, y, duration, jitter=(1.0, 1.0), exact=()):
        return self.finger(touch, t, t + duration, keyframes((t, x, y)), jitter, exact=exact)

    def stroke(self, touch, t, points, durations, settle=0.0, jitter=(1.0, 1.0), end="ended", exact=()):
        """A stroke through `points`, each leg taking its duration; lifted `settle` s after the last
        point is reached, or, for a negative `settle`, that long before it (a flick lifts while the
        finger is still moving fast)."""
        frames = [(t, points[0][0], points[0][1])]
        for (x, y), duration in zip(points[1:], durations):
            frames.append((frames[-1][0] + duration, x, y))
        up = frames[-1][0] + settle
        return self.finger(touch, t, up, keyframes(*frames), jitter, end, exact)

    def text(self):
        self.samples.sort(key=lambda s: (s[0], s[1]))
        seen = set()
        for us, touch, _, _, _ in self.samples:
            assert (us, touch) not in seen, "%s: touch %d twice at %d us" % (self.name, touch, us)
            seen.add((us, touch))
        source = "synthetic: tools/generate_example_sessions.py, %d Hz" % self.hz
        lines = ['{"format":"gesture-replay.touches","version":1,"name":%s,"scene":%s,'
                 '"screen":{"width":%d,"height":%d,"scale":%d},"source":%s}'
                 % (quoted(self.name), quoted(self.scene), SCREEN["width"], SCREEN["height"],
                    SCREEN["scale"], quoted(source))]
        for us, touch, phase, x2, y2 in self.samples:
            lines.append('{"t":%s,"touch":%d,"phase":"%s","x":%s,"y":%s}'
                         % (time_text(us), touch, phase, point_text(x2), point_text(y2)))
        return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- the sessions
#
# Each function builds one session; its docstring says what it shows. The
# session's name is the function's, with dashes.

SESSIONS = []


def session(scene, hz=60):
    def register(build):
        name = build.__name__.replace("_", "-")
        SESSIONS.append((name, scene, hz, build))
        return build
    return register


# photo-viewer (000): imgV at (20,20)-(120,120), imgV2 at (20,140)-(120,240),
# the rest of the 320 x 568 root view is free for the tickle and the swipes.

@session("photo-viewer")
def photo_viewer_pan_photo(r):
    """Drags the first photo slowly down and right, rests, lifts: pan1, then the slide."""
    r.stroke(1, 0.21, [(72, 66), (150, 190), (196, 318)], [0.45, 0.5], settle=0.12)


@session("photo-viewer", hz=120)
def photo_viewer_fling_photo2(r):
    """Flicks the second photo to the right and lifts while moving fast."""
    r.stroke(1, 0.18, [(66, 192), (118, 197), (262, 214)], [0.12, 0.12], settle=-0.04)


@session("photo-viewer")
def photo_viewer_drag_then_double_tap(r):
    """Drags the first photo to the lower right, then double-taps it where it now is."""
    r.stroke(1, 0.15, [(70, 72), (228, 398)], [0.7], settle=0.1)
    r.tap(2, 1.62, 229, 401, hold=0.07)
    r.tap(3, 1.84, 230.5, 400, hold=0.075)


@session("photo-viewer")
def photo_viewer_pinch_photo(r):
    """Spreads two fingers on the first photo: pinch1."""
    r.stroke(1, 0.2, [(52, 72), (31, 66)], [0.4], settle=0.05)
    r.stroke(2, 0.233, [(92, 70), (113, 76)], [0.4], settle=0.05)


@session("photo-viewer")
def photo_viewer_rotate_photo2(r):
    """Turns two fingers, one above the other, 45 degrees over the second photo: rotation2."""
    r.finger(1, 0.25, 0.95, arc(70, 190, 32, 0, 45, 0.3, 0.85))
    r.finger(2, 0.266, 0.95, arc(70, 190, 32, 180, 225, 0.3, 0.85))


@session("photo-viewer")
def photo_viewer_rotate_side_by_side_tickles(r):
    """Turns two fingers side by side over the second photo. The tickle on the root reads
    `anyObject` of the moved touches and takes its stroke start from the last finger down, so
    it counts the 20+ pt between the two fingers as strokes and wins before the rotation begins."""
    r.finger(1, 0.25, 0.95, arc(70, 190, 32, 200, 245, 0.3, 0.85))
    r.finger(2, 0.266, 0.95, arc(70, 190, 32, 20, 65, 0.3, 0.85))


@session("photo-viewer")
def photo_viewer_double_tap_photo(r):
    """Two quick taps on the first photo: doubleTap1."""
    r.tap(1, 0.3, 72, 68, hold=0.07)
    r.tap(2, 0.52, 73.5, 69, hold=0.08)


@session("photo-viewer")
def photo_viewer_double_tap_too_slow(r):
    """The second tap comes down 0.36 s after the first lifted (the limit is 0.35 s): no double tap."""
    r.tap(1, 0.3, 72, 190, hold=0.08, exact=("up",))
    r.tap(2, 0.74, 73, 191, hold=0.08, exact=("down",))


@session("photo-viewer")
def photo_viewer_long_press_photo2(r):
    """Holds the second photo 0.8 s: longPress2 begins at 0.5 s."""
    r.hold(1, 0.2, 68, 186, 0.8)


@session("photo-viewer", hz=120)
def photo_viewer_long_press_lifted_early(r):
    """Holds the first photo and lifts at 0.49 s, 10 ms short of the long press."""
    r.hold(1, 0.31, 74, 70, 0.49, exact=("down", "up"))


@session("photo-viewer")
def photo_viewer_tickle(r):
    """Three alternating strokes of about 32 pt on the free root area: the tickle moves the photos."""
    r.stroke(1, 0.2, [(212, 420), (244, 423), (212, 419), (245, 424)], [0.11, 0.12, 0.11], settle=0.06)


@session("photo-viewer")
def photo_viewer_tickle_19pt(r):
    """Four alternating strokes of 19 pt: none counts (20 pt needed); the tickle fails on lift."""
    r.stroke(1, 0.2, [(200, 430), (219, 431), (200, 429), (219, 431), (200, 430)],
             [0.1, 0.1, 0.1, 0.1], settle=0.05, jitter=(0.0, 1.0))


@session("photo-viewer")
def photo_viewer_swipe_right(r):
    """A swipe right on the root: it waits for the tickle to fail at the lift, then moves the photos."""
    r.stroke(1, 0.24, [(150, 452), (292, 459)], [0.16], settle=-0.03)


@session("photo-viewer", hz=120)
def photo_viewer_swipe_left(r):
    """A swipe left on the root."""
    r.stroke(1, 0.2, [(300, 380), (166, 371)], [0.15], settle=-0.03)


@session("photo-viewer")
def photo_viewer_swipe_turns_back(r):
    """Starts a swipe right, stops at 38 pt and comes back past the start: no swipe, no tickle."""
    r.stroke(1, 0.2, [(200, 460), (238, 462), (150, 458)], [0.09, 0.2], settle=0.04)


@session("photo-viewer")
def photo_viewer_swipe_on_photo(r):
    """A fast stroke right that starts on the first photo pans the photo instead of swiping."""
    r.stroke(1, 0.22, [(66, 74), (216, 80)], [0.15], settle=-0.03)


@session("photo-viewer")
def photo_viewer_tickle_then_double_tap(r):
    """Tickles the root (the photos move to the middle), then double-taps the first photo there."""
    r.stroke(1, 0.2, [(230, 470), (262, 472), (229, 468), (263, 473)], [0.11, 0.12, 0.11], settle=0.05)
    r.tap(2, 1.2, 110, 286, hold=0.07)
    r.tap(3, 1.41, 111, 285.5, hold=0.07)


# cross (001): the faithful CustomTouch2 on the root view.

@session("cross")
def cross_l_stroke(r):
    """Down 75 pt, then right 80 pt: the cross, recognized when the finger is 50 pt right of the start."""
    r.stroke(1, 0.2, [(100, 150), (102, 225), (182, 228)], [0.35, 0.38], settle=0.08)


@session("cross")
def cross_diagonal(r):
    """One diagonal stroke down and to the right: recognized (the straightness checks are always true)."""
    r.stroke(1, 0.2, [(100, 150), (172, 226)], [0.4], settle=0.06)


@session("cross")
def cross_seven(r):
    """Right first, then down (a "7"): recognized, both counts in the move that reaches 50 pt down."""
    r.stroke(1, 0.2, [(90, 140), (168, 142), (170, 214)], [0.35, 0.35], settle=0.06)


@session("cross")
def cross_down_only(r):
    """Only the downward stroke: fails on lift (and leaves the shared counter at 1)."""
    r.stroke(1, 0.2, [(120, 160), (122, 245)], [0.4], settle=0.1)


@session("cross")
def cross_drawn_twice(r):
    """A downward stroke (fails), then a plain rightward one: recognized, thanks to the leftover counter."""
    r.stroke(1, 0.2, [(120, 160), (122, 245)], [0.4], settle=0.1)
    r.stroke(2, 1.3, [(60, 380), (150, 383)], [0.4], settle=0.06)


@session("cross")
def cross_two_complete_crosses(r):
    """Two complete crosses one after the other: both recognized (success clears the counter)."""
    r.stroke(1, 0.2, [(80, 120), (81, 196), (160, 199)], [0.33, 0.36], settle=0.06)
    r.stroke(2, 1.4, [(150, 300), (152, 372), (232, 374)], [0.33, 0.36], settle=0.06)


@session("cross")
def cross_short_strokes(r):
    """Down 44 pt (50 needed), then right 70 pt: not a cross; fails on lift."""
    r.stroke(1, 0.2, [(100, 150), (101, 194), (171, 196)], [0.3, 0.35], settle=0.06)


# cross-fixed (001 corrected): the same strokes as the cross sessions.

@session("cross-fixed")
def cross_fixed_l_stroke(r):
    """Down 75 pt, then right 80 pt: recognized."""
    r.stroke(1, 0.2, [(100, 150), (102, 225), (182, 228)], [0.35, 0.38], settle=0.08)


@session("cross-fixed")
def cross_fixed_diagonal(r):
    """One diagonal stroke: fails as soon as it drifts 10 pt sideways."""
    r.stroke(1, 0.2, [(100, 150), (172, 226)], [0.4], settle=0.06)


@session("cross-fixed")
def cross_fixed_seven(r):
    """Right first, then down: fails at once."""
    r.stroke(1, 0.2, [(90, 140), (168, 142), (170, 214)], [0.35, 0.35], settle=0.06)


@session("cross-fixed")
def cross_fixed_drawn_twice(r):
    """A downward stroke, then a plain rightward one: both fail; nothing carries over."""
    r.stroke(1, 0.2, [(120, 160), (122, 245)], [0.4], settle=0.1)
    r.stroke(2, 1.3, [(60, 380), (150, 383)], [0.4], settle=0.06)


@session("cross-fixed")
def cross_fixed_two_complete_crosses(r):
    """Two complete crosses: both recognized."""
    r.stroke(1, 0.2, [(80, 120), (81, 196), (160, 199)], [0.33, 0.36], settle=0.06)
    r.stroke(2, 1.4, [(150, 300), (152, 372), (232, 374)], [0.33, 0.36], settle=0.06)


@session("cross-fixed")
def cross_fixed_long_downstroke(r):
    """Down 110 pt before turning right: the corner follows the finger down; recognized."""
    r.stroke(1, 0.2, [(100, 120), (103, 230), (172, 233)], [0.45, 0.35], settle=0.06)


# cross-two-views (001): a cross recognizer on each half of the screen, sharing the counter.

@session("cross-two-views")
def cross_two_views_shared_counter(r):
    """A downward stroke on the left pad (fails), then a plain downward one on the right pad: recognized."""
    r.stroke(1, 0.2, [(70, 150), (72, 236)], [0.4], settle=0.1)
    r.stroke(2, 1.3, [(240, 160), (241, 246)], [0.4], settle=0.08)


@session("cross-two-views")
def cross_two_views_counter_overshoot(r):
    """Left: down only (counter 1). Right: a flat diagonal, two counts in one move (counter 3).
    After that no cross is recognized on either pad, even complete ones."""
    r.stroke(1, 0.2, [(70, 150), (72, 236)], [0.4], settle=0.1)
    r.stroke(2, 1.2, [(190, 150), (280, 222)], [0.35], settle=0.06)
    r.stroke(3, 2.2, [(40, 300), (42, 376), (122, 379)], [0.33, 0.36], settle=0.06)
    r.stroke(4, 3.3, [(200, 300), (202, 376), (282, 379)], [0.33, 0.36], settle=0.06)


@session("cross-two-views")
def cross_two_views_separate_crosses(r):
    """A complete cross on each pad: both recognized."""
    r.stroke(1, 0.2, [(40, 150), (42, 226), (122, 229)], [0.33, 0.36], settle=0.06)
    r.stroke(2, 1.3, [(200, 150), (202, 226), (282, 229)], [0.33, 0.36], settle=0.06)


# six-gestures (002): the snake at (50,50)-(150,210).

@session("six-gestures")
def six_gestures_pan(r):
    """Drags the snake: the pan begins, the tap (which requires the pan to fail) fails."""
    r.stroke(1, 0.2, [(100, 130), (170, 220), (214, 300)], [0.4, 0.4], settle=0.1)


@session("six-gestures")
def six_gestures_tap(r):
    """A tap: the pan fails on lift, so the tap is recognized."""
    r.tap(1, 0.3, 98, 128, hold=0.09)


@session("six-gestures")
def six_gestures_tap_that_slides(r):
    """A tap that slides 12 pt: the pan begins, so the tap fails."""
    r.stroke(1, 0.3, [(98, 128), (110, 129)], [0.1], settle=0.03)


@session("six-gestures")
def six_gestures_pinch_and_rotate(r):
    """Two fingers spread and turn: pinch and rotation run together; happy, reading `anyObject`
    of two fingers side by side, counts strokes between them and is recognized too."""
    r.finger(1, 0.2, 0.9, arc(100, 130, 26, 220, 250, 0.25, 0.8, radius_end=44))
    r.finger(2, 0.216, 0.9, arc(100, 130, 26, 40, 70, 0.25, 0.8, radius_end=44))


@session("six-gestures")
def six_gestures_happy_tickle(r):
    """Three alternating strokes of about 42 pt on the snake: happy is recognized while the pan runs."""
    r.stroke(1, 0.2, [(78, 120), (120, 123), (78, 118), (121, 124)], [0.12, 0.13, 0.12], settle=0.06)


@session("six-gestures")
def six_gestures_happy_24pt(r):
    """Alternating strokes of 24 pt (25 needed): happy fails on lift; the pan ran."""
    r.stroke(1, 0.2, [(88, 120), (112, 122), (88, 119), (112, 123), (88, 120)],
             [0.11, 0.11, 0.11, 0.11], settle=0.05, jitter=(0.0, 1.0))


@session("six-gestures")
def six_gestures_happy_two_strokes(r):
    """Only two strokes of 36 pt: happy fails on lift."""
    r.stroke(1, 0.2, [(82, 120), (118, 123), (82, 118)], [0.12, 0.13], settle=0.08)


@session("six-gestures")
def six_gestures_rotate(r):
    """Two fingers turn 50 degrees at a constant distance: the rotation begins (happy, reading
    `anyObject` of two fingers side by side, is recognized alongside)."""
    r.finger(1, 0.2, 1.0, arc(100, 130, 30, 270, 320, 0.25, 0.9))
    r.finger(2, 0.2, 1.0, arc(100, 130, 30, 90, 140, 0.25, 0.9))


@session("six-gestures")
def six_gestures_two_finger_tap(r):
    """A two-finger tap: the one-finger tap fails."""
    r.tap(1, 0.3, 86, 130, hold=0.09)
    r.tap(2, 0.316, 116, 128, hold=0.075)


# tap-count-view (003, first way): the view at (10,50)-(310,500).

@session("tap-count-view")
def tap_count_view_single_tap(r):
    """One tap: the single tap handler runs 0.3 s after the lift."""
    r.tap(1, 0.2, 160, 240, hold=0.08)


@session("tap-count-view")
def tap_count_view_double_tap(r):
    """Two taps: the second lift cancels the single tap and calls the double tap handler."""
    r.tap(1, 0.2, 160, 240, hold=0.08)
    r.tap(2, 0.42, 161, 241.5, hold=0.08)


@session("tap-count-view", hz=120)
def tap_count_view_second_tap_straddles_perform(r):
    """The second tap comes down 0.22 s after the first lift, before the 0.3 s perform, and lifts
    after it: the single tap handler runs, then the double tap handler too."""
    r.tap(1, 0.2, 160, 240, hold=0.08)
    r.tap(2, 0.5, 161, 241, hold=0.12)


@session("tap-count-view")
def tap_count_view_second_tap_late(r):
    """The second tap comes down 0.36 s after the first lift: tap count 1 again, two single taps."""
    r.tap(1, 0.2, 160, 240, hold=0.08, exact=("up",))
    r.tap(2, 0.64, 161, 240.5, hold=0.08, exact=("down",))


@session("tap-count-view")
def tap_count_view_triple_tap(r):
    """Three quick taps: a double tap, then nothing for the third (tap count 3)."""
    r.tap(1, 0.2, 160, 240, hold=0.07)
    r.tap(2, 0.4, 160.5, 241, hold=0.07)
    r.tap(3, 0.6, 161, 240, hold=0.07)


@session("tap-count-view")
def tap_count_view_two_taps_apart(r):
    """Two taps 120 pt apart within 0.3 s: each has tap count 1; the second lift cancels the first
    single tap, so one single tap is reported, for the second."""
    r.tap(1, 0.2, 100, 200, hold=0.08)
    r.tap(2, 0.4, 220, 200, hold=0.08)


@session("tap-count-view")
def tap_count_view_two_finger_tap(r):
    """Two fingers tap together and lift one frame apart: each lift re-schedules the single tap."""
    r.tap(1, 0.2, 130, 260, hold=0.1, exact=("down",))
    r.tap(2, 0.2, 190, 262, hold=0.117, exact=("down",))


@session("tap-or-double-tap", hz=120)
def tap_or_double_tap_second_tap_straddles(r):
    """The straddling second tap of tap-count-view, in the recognizer way: one double tap."""
    r.tap(1, 0.2, 160, 240, hold=0.08)
    r.tap(2, 0.5, 161, 241, hold=0.12)


# The demo screen of 003: the image view at (10,50)-(310,500), one recognizer per button.

@session("demo-two-finger-tap")
def demo_two_finger_tap(r):
    """Two fingers tap the image: recognized."""
    r.tap(1, 0.25, 120, 260, hold=0.1)
    r.tap(2, 0.267, 190, 252, hold=0.09)


@session("demo-two-finger-tap")
def demo_two_finger_tap_one_finger(r):
    """One finger taps: fails (two required)."""
    r.tap(1, 0.25, 150, 260, hold=0.09)


@session("demo-two-finger-tap")
def demo_two_finger_tap_fingers_in_turn(r):
    """The second finger comes down after the first lifted: two one-finger taps, fails."""
    r.tap(1, 0.25, 120, 260, hold=0.08)
    r.tap(2, 0.4, 190, 255, hold=0.08)


@session("long-press")
def demo_long_press_held(r):
    """One finger held 1.3 s on the image: the 1.0 s long press begins, then ends on lift."""
    r.hold(1, 0.2, 150, 280, 1.3)


@session("long-press", hz=120)
def demo_long_press_lifted_at_0_99(r):
    """Lifted 0.99 s after touch-down: 10 ms short of the 1.0 s long press."""
    r.hold(1, 0.2, 150, 280, 0.99, exact=("down", "up"))


@session("long-press")
def demo_long_press_moved_12pt(r):
    """Holds, but creeps 12 pt before 1.0 s (10 pt allowed): fails."""
    r.stroke(1, 0.2, [(150, 280), (150, 280), (161, 285)], [0.3, 0.4], settle=0.6)


@session("demo-pan")
def demo_pan_drag(r):
    """Drags the image up and left."""
    r.stroke(1, 0.2, [(200, 400), (150, 330), (96, 214)], [0.35, 0.4], settle=0.1)


@session("demo-pan")
def demo_pan_jiggle(r):
    """The finger wobbles 7 pt and lifts: the pan never begins (10 pt needed)."""
    r.stroke(1, 0.2, [(200, 300), (207, 302), (201, 299), (206, 303)], [0.15, 0.15, 0.15], settle=0.05)


@session("demo-rotation")
def demo_rotation_turn(r):
    """Two fingers turn 60 degrees clockwise."""
    r.finger(1, 0.2, 1.1, arc(160, 275, 70, 240, 300, 0.3, 1.0))
    r.finger(2, 0.233, 1.1, arc(160, 275, 70, 60, 120, 0.3, 1.0))


@session("demo-rotation")
def demo_rotation_too_small(r):
    """Two fingers turn 3 degrees (4 needed) and lift: fails."""
    r.finger(1, 0.2, 0.8, arc(160, 275, 70, 240, 243, 0.3, 0.7), jitter=(0.3, 0.3))
    r.finger(2, 0.216, 0.8, arc(160, 275, 70, 60, 63, 0.3, 0.7), jitter=(0.3, 0.3))


@session("demo-pinch")
def demo_pinch_out(r):
    """Two fingers spread from 80 pt to 200 pt apart."""
    r.stroke(1, 0.2, [(120, 280), (62, 246)], [0.5], settle=0.08)
    r.stroke(2, 0.216, [(190, 320), (246, 354)], [0.5], settle=0.06)


@session("demo-pinch", hz=120)
def demo_pinch_in(r):
    """Two fingers close from 220 pt to 70 pt apart."""
    r.stroke(1, 0.2, [(70, 180), (128, 246)], [0.45], settle=0.06)
    r.stroke(2, 0.208, [(238, 352), (176, 296)], [0.45], settle=0.06)


@session("demo-pinch")
def demo_pinch_too_small(r):
    """Two fingers 100 pt apart drift to 103 pt: a scale of 1.03 (0.05 needed); fails on lift."""
    r.stroke(1, 0.2, [(110, 280), (108.5, 280)], [0.4], settle=0.1, jitter=(0.3, 0.3))
    r.stroke(2, 0.216, [(210, 280), (211.5, 280)], [0.4], settle=0.1, jitter=(0.3, 0.3))


@session("demo-vertical-swipe")
def demo_vertical_swipe_up(r):
    """A quick stroke up: recognized."""
    r.stroke(1, 0.2, [(160, 420), (166, 260)], [0.15], settle=-0.03)


@session("demo-vertical-swipe", hz=120)
def demo_vertical_swipe_down(r):
    """A quick stroke down: recognized."""
    r.stroke(1, 0.2, [(150, 140), (144, 330)], [0.16], settle=-0.03)


@session("demo-vertical-swipe")
def demo_vertical_swipe_too_slow(r):
    """A slow drag down, 100 pt in 0.8 s: too slow for a swipe; fails after 0.5 s."""
    r.stroke(1, 0.2, [(150, 160), (152, 260)], [0.8], settle=0.05)


@session("demo-vertical-swipe")
def demo_vertical_swipe_sideways(r):
    """A quick stroke to the right: not vertical; fails when the finger lifts."""
    r.stroke(1, 0.2, [(60, 300), (220, 306)], [0.15], settle=-0.03)


@session("demo-horizontal-swipe")
def demo_horizontal_swipe_left(r):
    """A quick stroke left: recognized."""
    r.stroke(1, 0.2, [(270, 300), (110, 292)], [0.15], settle=-0.03)


@session("demo-horizontal-swipe", hz=120)
def demo_horizontal_swipe_right(r):
    """A quick stroke right: recognized."""
    r.stroke(1, 0.2, [(50, 260), (214, 270)], [0.16], settle=-0.03)


@session("demo-horizontal-swipe")
def demo_horizontal_swipe_turns_back(r):
    """Starts right, stops at 30 pt and comes back 20 pt past the start, slowly: fails."""
    r.stroke(1, 0.2, [(160, 300), (190, 301), (140, 299)], [0.1, 0.25], settle=0.05)


# knob (004): controlsView at (0,124)-(320,444), the swirl's centre at (160, 284).

@session("knob")
def knob_quarter_turn_clockwise(r):
    """From straight up, a quarter turn clockwise, 110 pt from the centre: the bearing goes to 90."""
    r.finger(1, 0.2, 1.0, arc(160, 284, 110, 0, 90, 0.25, 0.9))


@session("knob")
def knob_turn_back_across_zero(r):
    """From 20 degrees, turns 80 degrees counter-clockwise across the top: the bearing wraps to 280."""
    r.finger(1, 0.2, 1.2, arc(160, 284, 100, 20, -60, 0.25, 1.1))


@session("knob", hz=120)
def knob_full_turn(r):
    """One full clockwise turn and a bit, crossing the top twice."""
    r.finger(1, 0.2, 2.0, arc(160, 284, 105, 350, 740, 0.25, 1.9))


@session("knob")
def knob_two_fingers_together(r):
    """Two fingers land in the same event: the swirl fails; the knob does not turn."""
    r.finger(1, 0.2, 0.9, arc(160, 284, 100, 0, 40, 0.25, 0.8), exact=("down",))
    r.finger(2, 0.2, 0.9, arc(160, 284, 100, 180, 220, 0.25, 0.8), exact=("down",))


@session("knob")
def knob_two_fingers_one_after_other(r):
    """The second finger lands three frames after the first: not noticed; the first finger turns the
    knob, and the swirl ends when it lifts, while the second is still down."""
    r.finger(1, 0.2, 0.9, arc(160, 284, 100, 0, 40, 0.25, 0.8))
    r.finger(2, 0.25, 1.1, arc(160, 284, 100, 180, 220, 0.3, 0.85))


@session("knob")
def knob_cancelled(r):
    """The system cancels the touch mid-turn (an incoming call): the swirl asks for possible ->
    cancelled, which the model refuses with a diagnostic. A second turn follows."""
    r.finger(1, 0.2, 0.7, arc(160, 284, 100, 0, 60, 0.25, 0.8), end="cancelled")
    r.finger(2, 1.3, 1.9, arc(160, 284, 100, 60, 90, 1.35, 1.8))


@session("knob")
def knob_tap(r):
    """A tap on the knob without moving: the swirl is recognized; the knob does not turn."""
    r.finger(1, 0.3, 0.39, keyframes((0.3, 200, 240)), jitter=(0.0, 0.0))


@session("knob", hz=120)
def knob_fine_adjust_around_zero(r):
    """Small turns either side of straight up: the bearing moves between the 350s and a few degrees."""
    r.finger(1, 0.2, 1.6, keyframes(
        (0.25, 160, 164), (0.55, 148, 165), (0.9, 172, 165), (1.25, 160, 164)))


# button-in-tap-view: a panel filling the window with a single tap, and on it a button "ok" at
# (100, 200)-(220, 240) (docs/SEMANTICS.md §9).

@session("button-in-tap-view")
def button_in_tap_view_tap_button(r):
    """Taps the button: the button's default action beats the panel's single tap (touchUpInside)."""
    r.tap(1, 0.2, 160, 220)


@session("button-in-tap-view")
def button_in_tap_view_tap_beside(r):
    """Taps the panel below the button: the panel's tap recognizes."""
    r.tap(1, 0.2, 160, 400)


@session("button-in-tap-view")
def button_in_tap_view_drag_off(r):
    """Presses the button and drags off it, 120 pt down, before lifting: touchDragExit, touchUpOutside."""
    r.stroke(1, 0.2, [(160, 220), (160, 340)], [0.35], settle=0.1)


# controls-with-state: a panel with a single tap; on it a switch "wifi" at (250, 100)-(301, 131),
# on; a disabled button "send" at (100, 200)-(220, 240); a slider "volume" at (20, 300)-(300, 330)
# at 0.5, its 30 pt thumb at x 145-175 (docs/SEMANTICS.md §9).

@session("controls-with-state")
def controls_with_state_tap_disabled_button(r):
    """Taps the disabled button: it is not hit, so the panel's tap recognizes."""
    r.tap(1, 0.2, 160, 220)


@session("controls-with-state")
def controls_with_state_flip_switch(r):
    """Taps the switch: its single tap beats the panel's, and it flips off (valueChanged)."""
    r.tap(1, 0.2, 275, 115)


@session("controls-with-state")
def controls_with_state_drag_slider(r):
    """Drags the slider's thumb 100 pt right: its value follows, from 0.5 to about 0.9."""
    r.stroke(1, 0.2, [(160, 315), (260, 315)], [0.4], settle=0.1)


# swipe-in-scroll-view and swipe-in-scroll-view-fixed: a vertical scroll view "list" filling the
# window (content 320 x 2000), a card at (0, 200)-(320, 320) in it with a horizontal swipe; the
# fixed scene adds list.pan's require(toFail: swipe) (docs/SEMANTICS.md §10).

def scroll_up(r):
    """Drags the card up 200 pt in 0.4 s: a scroll."""
    r.stroke(1, 0.2, [(160, 300), (160, 100)], [0.4], settle=0.1)


def flick_right(r):
    """A quick horizontal swipe right across the card, lifted while moving."""
    r.stroke(1, 0.2, [(60, 260), (260, 262)], [0.15], settle=-0.03)


def swipe_drifting_up(r):
    """A swipe right that drifts up 50 pt over its 180 pt: 10 pt up before it has gone 50."""
    r.stroke(1, 0.2, [(60, 280), (240, 230)], [0.18], settle=-0.03)


def same_touches(build, name):
    """`build` with the jitter of the session `name`: the same touches in either scene."""
    def built(r):
        r.same_hand_as(name)
        build(r)
    return built


for scene in ("swipe-in-scroll-view", "swipe-in-scroll-view-fixed"):
    for build, suffix in ((scroll_up, "scroll-up"), (flick_right, "flick-right"),
                          (swipe_drifting_up, "swipe-drifting-up")):
        SESSIONS.append(("%s-%s" % (scene, suffix), scene, 60,
                         same_touches(build, "swipe-in-scroll-view-" + suffix)))


# drag-hides-toolbar: a canvas at (0, 0)-(320, 500) with a pan, a toolbar at (0, 500)-(320, 568)
# with a tap; code in the pan's began action hides the toolbar, its ended action shows it again
# (the scene's "when" timeline, docs/FORMATS.md §1).

@session("drag-hides-toolbar")
def drag_hides_toolbar_tap_while_dragging(r):
    """Drags down the canvas and, mid-drag, taps where the hidden toolbar was: the tap hits the window."""
    r.stroke(1, 0.2, [(160, 150), (160, 400)], [0.6], settle=0.05)
    r.tap(2, 0.55, 100, 530)


@session("drag-hides-toolbar")
def drag_hides_toolbar_tap_after_drag(r):
    """Drags down the canvas, lifts, then taps the toolbar, shown again: the toolbar's tap recognizes."""
    r.stroke(1, 0.2, [(160, 150), (160, 400)], [0.6], settle=0.05)
    r.tap(2, 1.3, 100, 530)


# card-stack: a Swift scene, a team's view controller (Sources/Examples/Scenes/CardStackController.swift):
# a card at (20, 84)-(300, 484) whose pan its delegate lets begin only for a mostly horizontal
# velocity, on a screen with a swipe up; the like button at (220, 404)-(284, 468) is not the pan's.

@session("card-stack")
def card_stack_drag_card_sideways(r):
    """Drags the card to the right, a little downwards: its pan begins and the swipe up fails."""
    r.stroke(1, 0.2, [(100, 250), (260, 270)], [0.35], settle=0.05)


@session("card-stack")
def card_stack_swipe_up_for_details(r):
    """A quick swipe up on the card: the delegate refuses the pan and the swipe up is recognized."""
    r.stroke(1, 0.2, [(150, 420), (160, 250)], [0.15], settle=-0.03)


# ---------------------------------------------------------------- main

def build_all():
    files = {}
    for name, scene, hz, build in SESSIONS:
        recording = Recording(name, scene, hz)
        build(recording)
        files[os.path.join(OUT, name + ".touches.jsonl")] = recording.text()
    return files


def main(argv):
    if "--help" in argv or "-h" in argv:
        sys.stdout.write(__doc__)  # the header, and nothing else
        return 0
    files = build_all()
    if "--list" in argv:
        for name, scene, hz, _ in SESSIONS:
            path = os.path.join(OUT, name + ".touches.jsonl")
            print("%-48s %-22s %4d samples" % (name, scene, files[path].count("\n") - 1))
        print("%d sessions" % len(SESSIONS))
        return 0
    changed = []
    for path, text in sorted(files.items()):
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            changed.append(path)
            if "--check" not in argv:
                with open(path, "w", encoding="utf-8", newline="\n") as handle:
                    handle.write(text)
    verb = "would change" if "--check" in argv else "wrote"
    for path in changed:
        print("%s %s" % (verb, os.path.relpath(path, ROOT)))
    print("%d sessions, %d %s" % (len(files), len(changed), "to change" if "--check" in argv else "written"))
    return 1 if "--check" in argv and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

//! The sounds: start chime, stone click, win and lose phrases, and the
//! background music loop.

use std::collections::BTreeMap;

use super::SAMPLE_RATE;
use super::dmath::{exp, pow, sin_turns, sincos_turns, smoothstep};
use super::noise::SplitMix64;
use super::wav::{encode, fade};

const SR: f64 = SAMPLE_RATE as f64;
/// −3 dBFS and −9 dBFS as fractions of full scale.
const PEAK_EFFECT: f64 = 0.707_945_784;
const PEAK_MUSIC: f64 = 0.354_813_389;

/// Samples in `t` seconds.
fn samples(t: f64) -> usize {
    (t * SR).round() as usize
}

/// The frequency of MIDI note `m` (A4 = 69 = 440 Hz).
fn midi(m: f64) -> f64 {
    440.0 * exp((m - 69.0) / 12.0 * std::f64::consts::LN_2)
}

/// A sound being mixed. With `wrap`, anything past the end continues from the
/// start, which makes the buffer a seamless loop.
struct Mix {
    buf: Vec<f64>,
    wrap: bool,
}

impl Mix {
    fn new(seconds: f64) -> Self {
        Self {
            buf: vec![0.0; samples(seconds)],
            wrap: false,
        }
    }

    fn looped(len: usize) -> Self {
        Self {
            buf: vec![0.0; len],
            wrap: true,
        }
    }

    /// Adds `v` at sample `i`; returns false once past the end of a
    /// non-wrapping buffer.
    fn add(&mut self, i: usize, v: f64) -> bool {
        let n = self.buf.len();
        if i < n {
            self.buf[i] += v;
            true
        } else if self.wrap {
            self.buf[i % n] += v;
            true
        } else {
            false
        }
    }

    /// Inharmonic partials `(ratio, amplitude, decay seconds)` of `f`,
    /// starting at `t0` with a short attack: bells and chimes.
    fn partials(&mut self, t0: f64, f: f64, amp: f64, partials: &[(f64, f64, f64)]) {
        let start = samples(t0);
        let longest = partials.iter().fold(0.0_f64, |m, p| m.max(p.2));
        let len = samples(longest * 6.0);
        let attack = samples(0.003) as f64;
        for k in 0..len {
            let t = k as f64 / SR;
            let mut v = 0.0;
            for &(ratio, a, decay) in partials {
                if ratio * f < SR * 0.45 {
                    v += a * exp(-t / decay) * sin_turns(ratio * f * t);
                }
            }
            let env = (k as f64 / attack).min(1.0);
            if !self.add(start + k, amp * env * v) {
                break;
            }
        }
    }

    /// Adds a rendered sound `wave` starting at `t0`, scaled by `amp`.
    fn wave(&mut self, t0: f64, wave: &[f64], amp: f64) {
        let start = samples(t0);
        for (k, &v) in wave.iter().enumerate() {
            if !self.add(start + k, amp * v) {
                break;
            }
        }
    }

    /// A soft, breathy tone (a few harmonics, slow attack) for sad phrases.
    fn soft(&mut self, t0: f64, dur: f64, f: f64, amp: f64, vibrato: f64) {
        let start = samples(t0);
        let len = samples(dur + 0.35);
        let mut phase = 0.0;
        for k in 0..len {
            let t = k as f64 / SR;
            let vib = vibrato * smoothstep(0.15, 0.5, t) * sin_turns(4.8 * t);
            phase += f * (1.0 + vib) / SR;
            phase -= phase.floor();
            let tone =
                sin_turns(phase) + 0.22 * sin_turns(2.0 * phase) + 0.07 * sin_turns(3.0 * phase);
            let attack = smoothstep(0.0, 0.06, t);
            let release = 1.0 - smoothstep(dur, dur + 0.35, t);
            let env = attack * release * exp(-t / 1.8);
            if !self.add(start + k, amp * env * tone) {
                break;
            }
        }
    }

    /// Noise through a resonant band-pass, decaying with `decay` seconds.
    fn noise_burst(
        &mut self,
        t0: f64,
        centre: f64,
        q: f64,
        decay: f64,
        amp: f64,
        rng: &mut SplitMix64,
    ) {
        let start = samples(t0);
        let mut filter = Biquad::band_pass(centre, q);
        for k in 0..samples(decay * 7.0) {
            let x = (rng.unit() * 2.0 - 1.0) * exp(-(k as f64 / SR) / decay);
            if !self.add(start + k, amp * filter.run(x)) {
                break;
            }
        }
    }
}

/// A plucked string (guzheng/koto-like) at `f` Hz: harmonics shaped by the
/// pluck position, each decaying faster than the one below, a touch of
/// vibrato after the attack (if asked) and a tiny nail noise.
fn pluck(f: f64, p: Pluck, seed: u64) -> Vec<f64> {
    let mut rng = SplitMix64::new(seed);
    let max_h = ((SR * 0.42 / f) as usize).clamp(1, 10);
    let mut amps = Vec::with_capacity(max_h);
    let mut decays = Vec::with_capacity(max_h);
    for n in 1..=max_h {
        let nf = n as f64;
        // |sin(π n x)| / n^k: a string plucked at fraction x of its length.
        let shape = sin_turns(nf * p.position / 2.0).abs() / pow(nf, p.rolloff_exp());
        amps.push(shape);
        decays.push(exp(-1.0 / (SR * p.decay / (1.0 + 0.55 * (nf - 1.0)))));
    }
    let norm: f64 = amps.iter().sum();
    let mut env: Vec<f64> = amps.iter().map(|a| a / norm).collect();
    let attack = samples(0.004) as f64;
    let len = samples(p.decay * 3.6);
    let fade_from = len - len / 8;
    let mut out = Vec::with_capacity(len);
    let mut phase = 0.0;
    let mut active = max_h;
    for k in 0..len {
        let t = k as f64 / SR;
        let vib = if p.vibrato > 0.0 {
            p.vibrato * smoothstep(0.25, 0.7, t) * sin_turns(5.3 * t)
        } else {
            0.0
        };
        phase += f * (1.0 + vib) / SR;
        phase -= phase.floor();
        let (s1, c1) = sincos_turns(phase);
        // sin(nθ) by the Chebyshev recurrence: one sine per sample.
        let (mut prev, mut cur) = (0.0, s1);
        let mut v = 0.0;
        for n in 0..active {
            v += env[n] * cur;
            env[n] *= decays[n];
            let next = 2.0 * c1 * cur - prev;
            prev = cur;
            cur = next;
        }
        if env[active - 1] < 1e-4 && active > 1 {
            active -= 1;
        }
        let mut x = v * (k as f64 / attack).min(1.0);
        if k < 90 {
            x += 0.10 * (rng.unit() * 2.0 - 1.0) * (1.0 - k as f64 / 90.0);
        }
        // The tail fades out so cutting it never clicks.
        if k >= fade_from {
            x *= (len - k) as f64 / (len - fade_from) as f64;
        }
        out.push(x);
    }
    out
}

/// How a string is plucked.
#[derive(Clone, Copy)]
struct Pluck {
    /// Where along the string, as a fraction of its length.
    position: f64,
    /// Fundamental decay time in seconds.
    decay: f64,
    /// Vibrato depth (fraction of the frequency).
    vibrato: f64,
    /// Brighter plucks keep more upper harmonics.
    bright: bool,
}

impl Pluck {
    fn rolloff_exp(self) -> f64 {
        if self.bright { 0.8 } else { 1.15 }
    }
}

/// An RBJ-cookbook biquad.
struct Biquad {
    b: [f64; 3],
    a: [f64; 2],
    x: [f64; 2],
    y: [f64; 2],
}

impl Biquad {
    fn band_pass(centre: f64, q: f64) -> Self {
        let (s, c) = sincos_turns(centre / SR);
        let alpha = s / (2.0 * q);
        let a0 = 1.0 + alpha;
        Self {
            b: [alpha / a0, 0.0, -alpha / a0],
            a: [-2.0 * c / a0, (1.0 - alpha) / a0],
            x: [0.0; 2],
            y: [0.0; 2],
        }
    }

    fn run(&mut self, x: f64) -> f64 {
        let y = self.b[0] * x + self.b[1] * self.x[0] + self.b[2] * self.x[1]
            - self.a[0] * self.y[0]
            - self.a[1] * self.y[1];
        self.x = [x, self.x[0]];
        self.y = [y, self.y[0]];
        y
    }
}

/// A small Freeverb-style room: parallel damped combs into series all-passes.
struct Reverb {
    combs: Vec<Vec<f64>>,
    comb_store: [f64; 6],
    allpasses: Vec<Vec<f64>>,
    /// The sample count so far: every delay line's position derives from it.
    t: usize,
}

impl Reverb {
    fn new() -> Self {
        let combs = [557, 593, 641, 677, 709, 743];
        let allpasses = [278, 220, 170];
        Self {
            combs: combs.iter().map(|&n| vec![0.0; n]).collect(),
            comb_store: [0.0; 6],
            allpasses: allpasses.iter().map(|&n| vec![0.0; n]).collect(),
            t: 0,
        }
    }

    /// Feeds one sample in and returns the reverberated (wet) sample.
    fn step(&mut self, x: f64) -> f64 {
        let (feedback, damp) = (0.80, 0.35);
        let input = x * 0.1;
        let mut out = 0.0;
        for (line, store) in self.combs.iter_mut().zip(self.comb_store.iter_mut()) {
            let pos = self.t % line.len();
            let y = line[pos];
            *store = y * (1.0 - damp) + *store * damp;
            line[pos] = input + *store * feedback;
            out += y;
        }
        for line in &mut self.allpasses {
            let pos = self.t % line.len();
            let b = line[pos];
            line[pos] = out + b * 0.5;
            out = b - out;
        }
        self.t += 1;
        out
    }
}

/// Adds `wet` times the room's echo to `buf`. For a loop, the room first
/// hears the loop's last seconds, so the tail at the end rings on into the
/// start (what is left of anything earlier is far below one 16-bit step).
fn reverb(buf: &mut [f64], wet: f64, looped: bool) {
    let mut room = Reverb::new();
    if looped {
        let warm = samples(3.0).min(buf.len());
        for &x in &buf[buf.len() - warm..] {
            room.step(x);
        }
    }
    for x in buf.iter_mut() {
        *x += wet * room.step(*x);
    }
}

/// `start.wav`: a welcoming three-note chime rising sol–do–mi.
pub(crate) fn start() -> Vec<u8> {
    let mut m = Mix::new(0.8);
    let bell = [
        (1.0, 1.0, 0.45),
        (2.0, 0.35, 0.22),
        (2.76, 0.22, 0.12),
        (4.07, 0.10, 0.07),
        (5.40, 0.06, 0.05),
    ];
    m.partials(0.00, midi(79.0), 0.75, &bell);
    m.partials(0.13, midi(84.0), 0.85, &bell);
    m.partials(0.26, midi(88.0), 1.0, &bell);
    reverb(&mut m.buf, 1.2, false);
    fade(&mut m.buf, 0.002, 0.12);
    encode(&m.buf, PEAK_EFFECT)
}

/// `stone.wav`: a stone meeting wood — a bright click, a resonant knock of
/// the board, and a small settling clack.
pub(crate) fn stone() -> Vec<u8> {
    let mut m = Mix::new(0.15);
    let mut rng = SplitMix64::new(0x570e);
    m.noise_burst(0.0, 3600.0, 1.3, 0.0022, 1.0, &mut rng);
    let knock = [(1.0, 0.55, 0.020), (2.31, 0.32, 0.010), (3.9, 0.18, 0.005)];
    m.partials(0.0, 880.0, 1.0, &knock);
    // The body of the board: lower, short-lived.
    m.partials(0.0, 230.0, 0.6, &[(1.0, 0.5, 0.022), (2.6, 0.15, 0.010)]);
    // The stone settles: a second, softer clack.
    m.noise_burst(0.016, 3000.0, 1.5, 0.0015, 0.35, &mut rng);
    m.partials(0.016, 910.0, 0.3, &knock);
    fade(&mut m.buf, 0.0005, 0.03);
    encode(&m.buf, PEAK_EFFECT)
}

/// `win.wav`: a bright rising major arpeggio landing on a ringing chord.
pub(crate) fn win() -> Vec<u8> {
    let mut m = Mix::new(1.5);
    let bright = Pluck {
        position: 0.13,
        decay: 0.35,
        vibrato: 0.0,
        bright: true,
    };
    for (k, note) in [72.0, 76.0, 79.0, 84.0].into_iter().enumerate() {
        m.wave(
            0.09 * k as f64,
            &pluck(midi(note), bright, 0x0017 + k as u64),
            0.8,
        );
    }
    let bell = [
        (1.0, 1.0, 0.55),
        (2.0, 0.30, 0.30),
        (3.0, 0.12, 0.18),
        (4.2, 0.05, 0.10),
    ];
    for (note, amp) in [(84.0, 0.55), (88.0, 0.45), (91.0, 0.40), (96.0, 0.22)] {
        m.partials(0.40, midi(note), amp, &bell);
    }
    m.partials(0.55, midi(100.0), 0.12, &bell);
    m.partials(0.68, midi(103.0), 0.10, &bell);
    reverb(&mut m.buf, 1.0, false);
    fade(&mut m.buf, 0.002, 0.25);
    encode(&m.buf, PEAK_EFFECT)
}

/// `lose.wav`: a soft descending phrase in C minor (G–E♭–D–C).
pub(crate) fn lose() -> Vec<u8> {
    let mut m = Mix::new(1.5);
    m.soft(0.00, 0.30, midi(67.0), 0.8, 0.0);
    m.soft(0.30, 0.30, midi(63.0), 0.8, 0.0);
    m.soft(0.60, 0.30, midi(62.0), 0.75, 0.0);
    m.soft(0.90, 0.35, midi(60.0), 0.85, 0.004);
    m.soft(0.90, 0.35, midi(48.0), 0.35, 0.0);
    reverb(&mut m.buf, 1.0, false);
    fade(&mut m.buf, 0.004, 0.2);
    encode(&m.buf, PEAK_EFFECT)
}

/// Beats per minute of the music, and its length: 8 bars of 4/4.
const BPM: f64 = 90.0;
const BEATS: usize = 32;

/// `music.wav`: a calm pentatonic (D gong mode) guzheng-like melody over a
/// soft drone, 8 bars at 90 BPM = 21⅓ s, built to loop without a seam:
/// note tails and reverb wrap around from the end to the start, and the
/// drone's partials complete whole cycles in the loop.
pub(crate) fn music() -> Vec<u8> {
    let beat = samples(60.0 / BPM); // exactly 14 700 samples
    let len = beat * BEATS;
    let mut m = Mix::looped(len);
    let mut rng = SplitMix64::new(0x006d_7573_6963);
    // Repeated notes share one rendering; a BTreeMap keeps it deterministic.
    let mut plucks: BTreeMap<(i64, bool, bool), Vec<f64>> = BTreeMap::new();
    let beat_s = 60.0 / BPM;
    // (beat, MIDI note, velocity)
    let melody: [(f64, f64, f64); 37] = [
        (0.0, 69.0, 0.75),
        (1.0, 71.0, 0.60),
        (1.5, 74.0, 0.65),
        (2.0, 76.0, 0.80),
        (3.5, 74.0, 0.50),
        (4.0, 71.0, 0.70),
        (5.0, 69.0, 0.60),
        (6.0, 66.0, 0.72),
        (8.0, 64.0, 0.70),
        (9.0, 66.0, 0.55),
        (9.5, 69.0, 0.60),
        (10.0, 71.0, 0.75),
        (11.0, 69.0, 0.55),
        (12.0, 66.0, 0.70),
        (13.0, 64.0, 0.55),
        (14.0, 62.0, 0.75),
        (15.50, 62.0, 0.30),
        (15.60, 64.0, 0.32),
        (15.70, 66.0, 0.36),
        (15.80, 69.0, 0.40),
        (15.90, 71.0, 0.44),
        (16.0, 74.0, 0.80),
        (17.0, 76.0, 0.60),
        (17.5, 78.0, 0.65),
        (18.0, 81.0, 0.78),
        (19.5, 78.0, 0.50),
        (20.0, 76.0, 0.70),
        (21.0, 74.0, 0.60),
        (21.5, 71.0, 0.55),
        (22.0, 69.0, 0.75),
        (24.0, 71.0, 0.65),
        (24.5, 69.0, 0.55),
        (25.0, 66.0, 0.60),
        (26.0, 64.0, 0.70),
        (27.0, 66.0, 0.50),
        (28.0, 62.0, 0.75),
        (30.0, 69.0, 0.35),
    ];
    for (b, note, vel) in melody {
        let jitter = rng.range(-0.008, 0.008);
        let vel = vel * rng.range(0.92, 1.08);
        // Held notes get vibrato (揉弦); quick ones do not.
        let long = melody.iter().all(|&(b2, _, _)| b2 <= b || b2 - b >= 1.0);
        let string = Pluck {
            position: 0.18,
            decay: 0.9,
            vibrato: if long { 0.0045 } else { 0.0 },
            bright: false,
        };
        let wave = plucks
            .entry((note as i64, long, false))
            .or_insert_with(|| pluck(midi(note), string, note as u64));
        m.wave((b * beat_s + jitter).max(0.0), wave, vel);
    }
    // Bass plucks: root and fifth of each bar.
    let roots = [50.0, 47.0, 52.0, 45.0, 50.0, 47.0, 52.0, 50.0];
    let bass = Pluck {
        position: 0.22,
        decay: 1.5,
        vibrato: 0.0,
        bright: false,
    };
    for (bar, root) in roots.into_iter().enumerate() {
        let b = bar as f64 * 4.0;
        for (beat, note, vel) in [(b, root, 0.42), (b + 2.0, root + 7.0, 0.30)] {
            let wave = plucks
                .entry((note as i64, false, true))
                .or_insert_with(|| pluck(midi(note), bass, 1000 + note as u64));
            m.wave(beat * beat_s, wave, vel);
        }
    }
    drone(&mut m.buf);
    reverb(&mut m.buf, 1.6, true);
    encode(&m.buf, PEAK_MUSIC)
}

/// A quiet drone on D2 and A2 that swells and ebbs; every frequency is a
/// whole number of cycles per loop, computed with integer phase, so the
/// loop is exact.
fn drone(buf: &mut [f64]) {
    let len = buf.len() as u64;
    let loop_s = len as f64 / SR;
    let cycles = |f: f64| (f * loop_s).round() as u64;
    let voices = [(midi(38.0), 0.055, 2u64), (midi(45.0), 0.035, 3u64)];
    for (i, s) in buf.iter_mut().enumerate() {
        let i = i as u64;
        let mut v = 0.0;
        for (k, &(f, amp, swells)) in voices.iter().enumerate() {
            let c = cycles(f);
            let swell =
                0.7 + 0.3 * sin_turns(((swells * i) % len) as f64 / len as f64 + k as f64 * 0.5);
            let (s1, c1) = sincos_turns(((c * i) % len) as f64 / len as f64);
            let (mut prev, mut cur) = (0.0, s1);
            for ha in [1.0, 0.45, 0.2, 0.08] {
                v += ha * cur * amp * swell;
                let next = 2.0 * c1 * cur - prev;
                prev = cur;
                cur = next;
            }
        }
        *s += v;
    }
}

//! WAV output: 16-bit PCM, mono, with a plain 44-byte header.

use super::dmath::sin_turns;

use super::SAMPLE_RATE;

/// Scales `samples` so the loudest one sits at `peak` (a fraction of full
/// scale), quantises to 16 bits and wraps them in a WAV header.
pub(crate) fn encode(samples: &[f64], peak: f64) -> Vec<u8> {
    let loudest = samples.iter().fold(0.0_f64, |m, s| m.max(s.abs()));
    let gain = if loudest > 0.0 { peak / loudest } else { 0.0 };
    let data_len = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVE");
    out.extend_from_slice(b"fmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // fmt chunk size
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for &s in samples {
        let v = (s * gain * 32767.0).round().clamp(-32767.0, 32767.0) as i16;
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

/// Raised-cosine fades over the first `fade_in` and last `fade_out` seconds.
pub(crate) fn fade(samples: &mut [f64], fade_in: f64, fade_out: f64) {
    let sr = f64::from(SAMPLE_RATE);
    let n = samples.len();
    let fin = ((fade_in * sr) as usize).min(n);
    let fout = ((fade_out * sr) as usize).min(n);
    for (k, s) in samples.iter_mut().take(fin).enumerate() {
        *s *= ramp(k as f64 / fin as f64);
    }
    for k in 0..fout {
        samples[n - 1 - k] *= ramp(k as f64 / fout as f64);
    }
}

/// 0 → 1 along half a cosine.
fn ramp(t: f64) -> f64 {
    0.5 - 0.5 * sin_turns(0.25 + 0.5 * t)
}

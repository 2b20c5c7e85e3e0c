//! Sound: the effects (start, stone, win, lose) and the looping background
//! music.
//!
//! Everything rodio owns (the output device, its mixer, the players) lives
//! on one named `audio` thread. The UI thread holds an [`Audio`] handle that
//! only sends commands over a channel, so no call on it can block a frame.
//! With no sound device the thread says so in one line on stderr and ends;
//! the handle then keeps working and plays nothing, and tells the window
//! ([`Audio::output`]) so that the sound switch does not claim sound.
//!
//! ```no_run
//! use gomoku::gui::audio::{Audio, Sound, SoundBank};
//!
//! let mut audio = Audio::start(SoundBank::embedded(), false);
//! audio.start_music();
//! audio.play(Sound::Start);
//! audio.set_muted(true);
//! ```

use std::error::Error;
use std::io::Cursor;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::{self, JoinHandle};

use rodio::mixer::Mixer;
use rodio::source::Buffered;
use rodio::{Decoder, DeviceSinkBuilder, DeviceSinkError, MixerDeviceSink, Player, Source};

/// The music plays under everything else, at this fraction of full volume.
const MUSIC_VOLUME: f32 = 0.25;

/// At most this many effects sound at once; the oldest is cut short.
const MAX_EFFECTS: usize = 8;

/// A sound effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A new game begins.
    Start,
    /// A stone is placed.
    Stone,
    /// The human won ("不错", nice!).
    Win,
    /// The human lost ("失败").
    Lose,
}

impl Sound {
    /// Every effect.
    pub const ALL: [Sound; 4] = [Sound::Start, Sound::Stone, Sound::Win, Sound::Lose];

    fn name(self) -> &'static str {
        match self {
            Sound::Start => "start",
            Sound::Stone => "stone",
            Sound::Win => "win",
            Sound::Lose => "lose",
        }
    }
}

/// The encoded sounds (WAV files, usually embedded in the binary).
#[derive(Clone, Copy, Debug)]
pub struct SoundBank {
    /// Played when a game begins.
    pub start: &'static [u8],
    /// Played for every stone.
    pub stone: &'static [u8],
    /// Played when the human wins.
    pub win: &'static [u8],
    /// Played when the human loses.
    pub lose: &'static [u8],
    /// The background music, looped.
    pub music: &'static [u8],
}

impl SoundBank {
    /// The game's own sounds, embedded in the binary (see [`crate::assets`]).
    #[must_use]
    pub fn embedded() -> SoundBank {
        use crate::assets;
        SoundBank {
            start: assets::START_WAV,
            stone: assets::STONE_WAV,
            win: assets::WIN_WAV,
            lose: assets::LOSE_WAV,
            music: assets::MUSIC_WAV,
        }
    }

    fn effect(&self, sound: Sound) -> &'static [u8] {
        match sound {
            Sound::Start => self.start,
            Sound::Stone => self.stone,
            Sound::Win => self.win,
            Sound::Lose => self.lose,
        }
    }
}

/// Whether the sound has somewhere to go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Output {
    /// The audio thread is still opening the device.
    Opening,
    /// The device is open: what is not muted is heard.
    Ready,
    /// No device (or no audio thread): the game plays silently.
    Missing,
}

/// Opens the sound device (the default one, or a stand-in in tests).
type Open = fn() -> Result<MixerDeviceSink, DeviceSinkError>;

/// What the handle asks of the audio thread.
#[derive(Debug)]
enum Command {
    Play(Sound),
    SetMuted(bool),
    StartMusic,
}

/// The UI thread's handle on the sound.
///
/// Every method returns at once. Dropping the handle ends the audio thread
/// (and the sound) without waiting for it.
#[derive(Debug)]
pub struct Audio {
    /// `None` when there is no audio thread; sends to a thread that has
    /// ended (no device) fail, and are ignored.
    commands: Option<Sender<Command>>,
    /// Kept to see whether the thread ended (and so tests can check it
    /// ended cleanly).
    thread: Option<JoinHandle<()>>,
    muted: bool,
    /// Set by the audio thread once the device is open.
    ready: Arc<AtomicBool>,
}

impl Audio {
    /// Starts the audio thread, which opens the default output device.
    ///
    /// Nothing here waits for the device: without one, the thread logs one
    /// line on stderr and the handle plays nothing.
    #[must_use]
    pub fn start(bank: SoundBank, muted: bool) -> Audio {
        Audio::start_on(bank, muted, DeviceSinkBuilder::open_default_sink)
    }

    fn start_on(bank: SoundBank, muted: bool, open: Open) -> Audio {
        let (sender, receiver) = mpsc::channel();
        let ready = Arc::new(AtomicBool::new(false));
        let told = Arc::clone(&ready);
        let spawned = thread::Builder::new()
            .name("audio".into())
            .spawn(move || run(bank, muted, &receiver, open, &told));
        match spawned {
            Ok(thread) => Audio {
                commands: Some(sender),
                thread: Some(thread),
                muted,
                ready,
            },
            Err(err) => {
                log::warn!("could not start the audio thread ({err}); playing silently");
                Audio::silent(muted)
            }
        }
    }

    /// A handle that plays nothing (tests, headless runs) but still keeps
    /// the mute switch; its output is [`Output::Missing`].
    #[must_use]
    pub fn silent(muted: bool) -> Audio {
        Audio {
            commands: None,
            thread: None,
            muted,
            ready: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Whether the sound has somewhere to go (it never waits): ready once
    /// the audio thread has opened the device; missing when there is no
    /// thread, or it ended without (no device, or it panicked trying).
    #[must_use]
    pub fn output(&self) -> Output {
        if self.ready.load(Ordering::Relaxed) {
            Output::Ready
        } else if self.thread.as_ref().is_none_or(JoinHandle::is_finished) {
            Output::Missing
        } else {
            Output::Opening
        }
    }

    /// Plays `sound` over anything already playing, unless muted.
    pub fn play(&self, sound: Sound) {
        self.send(Command::Play(sound));
    }

    /// Starts the background music, looping forever (silent while muted).
    /// Calling it again while it plays does nothing.
    pub fn start_music(&self) {
        self.send(Command::StartMusic);
    }

    /// Mutes or unmutes everything. Muting cuts the effects that are playing
    /// and pauses the music; unmuting resumes the music where it was.
    pub fn set_muted(&mut self, muted: bool) {
        self.muted = muted;
        self.send(Command::SetMuted(muted));
    }

    /// Whether the sound is muted.
    #[must_use]
    pub fn is_muted(&self) -> bool {
        self.muted
    }

    fn send(&self, command: Command) {
        if let Some(commands) = &self.commands {
            // An error means the thread has ended (no device); the game
            // simply plays silently, as the thread already said.
            let _ = commands.send(command);
        }
    }

    /// Closes the channel and waits for the thread: `Err` if it panicked.
    #[cfg(test)]
    fn shutdown(mut self) -> thread::Result<()> {
        self.commands = None;
        self.thread.take().map_or(Ok(()), JoinHandle::join)
    }
}

/// A decoded effect. Clones share the decoded samples, so each sound is
/// decoded once however often it plays.
type Clip = Buffered<Decoder<Cursor<&'static [u8]>>>;

fn decode(
    bytes: &'static [u8],
) -> Result<Decoder<Cursor<&'static [u8]>>, rodio::decoder::DecoderError> {
    Decoder::try_from(Cursor::new(bytes))
}

/// The audio thread: opens the device, then serves commands until the
/// handle is dropped. Blocking on `recv` keeps it idle between commands.
/// `ready` is set once the device is open.
fn run(bank: SoundBank, muted: bool, commands: &Receiver<Command>, open: Open, ready: &AtomicBool) {
    let mut sink = match open() {
        Ok(sink) => sink,
        Err(err) => {
            log::warn!("no audio output ({}); playing silently", chain(&err));
            return;
        }
    };
    ready.store(true, Ordering::Relaxed);
    // Dropping the sink is the normal way out; rodio would log it.
    sink.log_on_drop(false);
    let mut state = Mixdown::new(sink.mixer(), bank, muted);
    while let Ok(command) = commands.recv() {
        state.handle(command);
    }
}

/// The audio thread's state.
struct Mixdown<'a> {
    mixer: &'a Mixer,
    bank: SoundBank,
    /// Indexed like [`Sound::ALL`]; `None` for a clip that did not decode.
    clips: [Option<Clip>; 4],
    /// Effects still playing (dropping a player stops its sound).
    playing: Vec<Player>,
    music: Option<Player>,
    muted: bool,
}

impl<'a> Mixdown<'a> {
    fn new(mixer: &'a Mixer, bank: SoundBank, muted: bool) -> Mixdown<'a> {
        let clips = Sound::ALL.map(|sound| match decode(bank.effect(sound)) {
            Ok(decoder) => Some(decoder.buffered()),
            Err(err) => {
                log::warn!(
                    "the {} sound could not be decoded ({err}); it will be silent",
                    sound.name()
                );
                None
            }
        });
        Mixdown {
            mixer,
            bank,
            clips,
            playing: Vec::new(),
            music: None,
            muted,
        }
    }

    fn handle(&mut self, command: Command) {
        match command {
            Command::Play(sound) => self.play(sound),
            Command::SetMuted(muted) => self.set_muted(muted),
            Command::StartMusic => self.start_music(),
        }
    }

    fn play(&mut self, sound: Sound) {
        if self.muted {
            return;
        }
        let index = Sound::ALL.iter().position(|&s| s == sound);
        let Some(clip) = index.and_then(|i| self.clips[i].as_ref()) else {
            return;
        };
        self.playing.retain(|player| !player.empty());
        if self.playing.len() >= MAX_EFFECTS {
            self.playing.remove(0);
        }
        // One player per effect, so effects overlap instead of queueing.
        self.playing.push(self.connect(clip.clone(), 1.0));
    }

    /// A new player for `source`, mixed in at `volume`.
    fn connect(&self, source: impl Source + Send + 'static, volume: f32) -> Player {
        // Queue the source before the player joins the mixer: the mixer
        // reads the channel count and sample rate when a player joins, and
        // an empty player reports rodio's defaults (48 kHz), which would
        // play the first sound at the wrong speed on any other rate.
        let (player, output) = Player::new();
        player.set_volume(volume);
        player.append(source);
        self.mixer.add(output);
        player
    }

    fn set_muted(&mut self, muted: bool) {
        self.muted = muted;
        if muted {
            self.playing.clear();
            if let Some(music) = &self.music {
                music.pause();
            }
        } else if let Some(music) = &self.music {
            music.play();
        }
    }

    fn start_music(&mut self) {
        if self.music.is_some() {
            return;
        }
        match decode(self.bank.music) {
            Ok(decoder) => {
                // `repeat_infinite` keeps the decoded samples and replays
                // them back to back: decoded once, no gap at the seam.
                let player = self.connect(decoder.repeat_infinite(), MUSIC_VOLUME);
                if self.muted {
                    player.pause();
                }
                self.music = Some(player);
            }
            Err(err) => {
                log::warn!("the music could not be decoded ({err}); it will be silent");
            }
        }
    }
}

/// An error and its causes on one line: rodio's top-level messages alone
/// ("Error opening the stream with the OS") do not say what went wrong.
fn chain(err: &dyn Error) -> String {
    let mut text = err.to_string();
    let mut source = err.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The test sounds' sample value, as rodio reads it.
    const AMPLITUDE: f32 = 3000.0 / 32768.0;

    /// A tiny mono 16-bit PCM WAV of `samples` samples of a square wave.
    fn wav(samples: u32) -> &'static [u8] {
        let rate: u32 = 8000;
        let data_len = samples * 2;
        let mut bytes = Vec::new();
        bytes.extend_from_slice(b"RIFF");
        bytes.extend_from_slice(&(36 + data_len).to_le_bytes());
        bytes.extend_from_slice(b"WAVEfmt ");
        bytes.extend_from_slice(&16u32.to_le_bytes());
        bytes.extend_from_slice(&1u16.to_le_bytes()); // PCM
        bytes.extend_from_slice(&1u16.to_le_bytes()); // mono
        bytes.extend_from_slice(&rate.to_le_bytes());
        bytes.extend_from_slice(&(rate * 2).to_le_bytes());
        bytes.extend_from_slice(&2u16.to_le_bytes());
        bytes.extend_from_slice(&16u16.to_le_bytes());
        bytes.extend_from_slice(b"data");
        bytes.extend_from_slice(&data_len.to_le_bytes());
        for i in 0..samples {
            let sample: i16 = if i % 20 < 10 { 3000 } else { -3000 };
            bytes.extend_from_slice(&sample.to_le_bytes());
        }
        // The bank wants `'static` bytes, as embedded assets are.
        Box::leak(bytes.into_boxed_slice())
    }

    fn bank() -> SoundBank {
        SoundBank {
            start: wav(400),
            stone: wav(80),
            win: wav(800),
            lose: wav(800),
            music: wav(1600),
        }
    }

    #[test]
    fn the_test_sounds_decode() {
        let bank = bank();
        for sound in Sound::ALL {
            let decoder = decode(bank.effect(sound));
            assert!(decoder.is_ok(), "{sound:?} did not decode");
        }
        let samples = decode(bank.stone).map(Iterator::count);
        assert_eq!(samples.ok(), Some(80));
    }

    #[test]
    fn the_embedded_sounds_decode() {
        let bank = SoundBank::embedded();
        for bytes in [bank.start, bank.stone, bank.win, bank.lose, bank.music] {
            let samples = decode(bytes).map(Iterator::count);
            assert!(samples.as_ref().is_ok_and(|&n| n > 0), "{samples:?}");
        }
    }

    #[test]
    fn the_handle_survives_a_missing_device() {
        let mut audio = Audio::start(bank(), false);
        audio.start_music();
        for sound in Sound::ALL {
            audio.play(sound);
        }
        audio.set_muted(true);
        audio.play(Sound::Stone);
        audio.set_muted(false);
        audio.start_music();
        audio.play(Sound::Win);
        assert!(!audio.is_muted());
        assert!(audio.shutdown().is_ok(), "the audio thread panicked");
    }

    /// The handle's output once the thread has said (waiting at most 10 s).
    fn settled(audio: &Audio) -> Output {
        for _ in 0..1000 {
            if audio.output() != Output::Opening {
                break;
            }
            thread::sleep(std::time::Duration::from_millis(10));
        }
        audio.output()
    }

    #[test]
    fn a_missing_device_is_told_to_the_window() {
        let audio = Audio::start_on(bank(), false, || Err(DeviceSinkError::NoDevice));
        assert_eq!(settled(&audio), Output::Missing);
        audio.play(Sound::Stone);
        assert!(audio.shutdown().is_ok(), "the audio thread panicked");
        assert_eq!(Audio::silent(false).output(), Output::Missing);
    }

    #[test]
    fn a_device_that_panics_leaves_no_sound() {
        let audio = Audio::start_on(bank(), false, || panic!("the driver fell over"));
        assert_eq!(settled(&audio), Output::Missing);
        audio.play(Sound::Stone);
        assert!(audio.shutdown().is_err(), "the thread did not panic");
    }

    #[test]
    fn undecodable_sounds_play_silently() {
        let junk: &'static [u8] = b"not a wav file";
        let empty: &'static [u8] = &[];
        let audio = Audio::start(
            SoundBank {
                start: junk,
                stone: empty,
                win: junk,
                lose: empty,
                music: junk,
            },
            true,
        );
        audio.start_music();
        audio.play(Sound::Start);
        assert!(audio.shutdown().is_ok(), "the audio thread panicked");
    }

    #[test]
    fn dropping_the_handle_at_once_is_fine() {
        drop(Audio::start(bank(), true));
    }

    /// The summed magnitude of the next `n` samples of the mix.
    fn loudness(out: &mut rodio::mixer::MixerSource, n: usize) -> f32 {
        // The mixer yields `None` while it has no sources; that is silence.
        (0..n).map(|_| out.next().unwrap_or(0.0).abs()).sum()
    }

    /// A mixer like the device's, at the test sounds' rate so nothing is
    /// resampled.
    fn test_mixer() -> (Mixer, rodio::mixer::MixerSource) {
        let rate = std::num::NonZero::new(8000).expect("8000 is not zero");
        rodio::mixer::mixer(std::num::NonZero::<u16>::MIN, rate)
    }

    #[test]
    fn effects_play_once_and_overlap() {
        let (mixer, mut out) = test_mixer();
        let mut state = Mixdown::new(&mixer, bank(), false);
        state.handle(Command::Play(Sound::Stone));
        // Every sample, at the right speed: the first sound of a player
        // once came out resampled from rodio's default 48 kHz.
        let stone = loudness(&mut out, 80);
        assert!((stone - 80.0 * AMPLITUDE).abs() < 0.01, "{stone}");
        assert_eq!(loudness(&mut out, 800), 0.0, "the stone did not end");

        state.handle(Command::Play(Sound::Win));
        state.handle(Command::Play(Sound::Lose));
        assert_eq!(state.playing.len(), 2, "the finished stone was not pruned");
        // The two same-shaped 800-sample sounds play at once, not one
        // after the other: twice the level, then silence.
        let both = loudness(&mut out, 800);
        assert!((both - 2.0 * 800.0 * AMPLITUDE).abs() < 0.01, "{both}");
        assert_eq!(loudness(&mut out, 800), 0.0, "effects were queued");
    }

    #[test]
    fn music_loops_quietly_and_mute_pauses_it() {
        let (mixer, mut out) = test_mixer();
        let mut state = Mixdown::new(&mixer, bank(), false);
        state.handle(Command::StartMusic);
        state.handle(Command::StartMusic);
        // A pass of the music, the first and one five loops on, is the
        // whole piece, once (not twice), at the music's volume: no gap.
        let pass = 1600.0 * AMPLITUDE * MUSIC_VOLUME;
        let first = loudness(&mut out, 1600);
        loudness(&mut out, 8000);
        let later = loudness(&mut out, 1600);
        assert!((first - pass).abs() < 0.01, "{first}, not {pass}");
        assert!((later - pass).abs() < 0.01, "{later}, not {pass}");

        state.handle(Command::SetMuted(true));
        loudness(&mut out, 80); // controls apply every 5 ms
        state.handle(Command::Play(Sound::Start));
        assert_eq!(loudness(&mut out, 1600), 0.0, "muted, yet heard");

        state.handle(Command::SetMuted(false));
        loudness(&mut out, 80);
        assert!(loudness(&mut out, 1600) > 0.0, "the music did not resume");
    }

    #[test]
    fn muting_cuts_a_playing_effect() {
        let (mixer, mut out) = test_mixer();
        let mut state = Mixdown::new(&mixer, bank(), false);
        state.handle(Command::Play(Sound::Win));
        assert!(loudness(&mut out, 100) > 0.0);
        state.handle(Command::SetMuted(true));
        loudness(&mut out, 80);
        assert_eq!(loudness(&mut out, 400), 0.0, "the effect played on");
    }

    #[test]
    fn music_started_while_muted_waits_for_unmute() {
        let (mixer, mut out) = test_mixer();
        let mut state = Mixdown::new(&mixer, bank(), true);
        state.handle(Command::StartMusic);
        assert_eq!(loudness(&mut out, 1600), 0.0);
        state.handle(Command::SetMuted(false));
        loudness(&mut out, 80);
        assert!(loudness(&mut out, 1600) > 0.0);
    }

    #[test]
    fn a_silent_handle_keeps_the_mute_switch() {
        let mut audio = Audio::silent(false);
        assert!(!audio.is_muted());
        audio.set_muted(true);
        assert!(audio.is_muted());
        audio.play(Sound::Lose);
        audio.start_music();
        audio.set_muted(false);
        assert!(!audio.is_muted());
        assert!(Audio::silent(true).is_muted());
        assert!(audio.shutdown().is_ok());
    }
}

/*
 * Test fixture for scripts/windows-check.sh, never shipped.
 *
 * Rust's standard library (1.78 and later) takes its random numbers from
 * ProcessPrng in bcryptprimitives.dll, which Windows 10 and later have but
 * Wine 8 (Debian 12's) does not: every Rust .exe then fails to load under
 * that Wine. This stand-in exports ProcessPrng and fills the buffer from
 * RtlGenRandom (advapi32's SystemFunction036), which Wine does provide.
 *
 * Build: x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll \
 *        bcryptprimitives-standin.c bcryptprimitives-standin.def -ladvapi32
 */
#include <windows.h>

/* RtlGenRandom's real name; the SDK header declares it only with extra
 * macros, so declare it here. */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    /* RtlGenRandom takes a ULONG length: hand it the buffer in pieces. */
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            /* Windows' ProcessPrng never fails; better to stop than to hand
             * out zeros as random. */
            ExitProcess(0xC0000001);
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}

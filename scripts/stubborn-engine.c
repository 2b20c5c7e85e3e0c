/*
 * Test fixture for scripts/windows-check.sh, never shipped.
 *
 * A Gomocup engine that never leaves on its own when its input closes:
 * some real ones do that (the sparring engine repeats its last answer
 * forever). It answers START, ABOUT and BEGIN, leaves on END, and when
 * its input ends it waits for ever. The check seats it in gomoku.exe,
 * kills gomoku.exe the hard way, and expects this engine gone too: only
 * the job object gomoku.exe puts its engines in can end it then.
 *
 * Build: x86_64-w64-mingw32-gcc -O2 -o stubborn-engine.exe stubborn-engine.c
 */
#include <stdio.h>
#include <string.h>
#include <windows.h>

int main(void)
{
    char line[256];
    setvbuf(stdout, NULL, _IONBF, 0);
    while (fgets(line, sizeof line, stdin) != NULL) {
        if (strncmp(line, "START", 5) == 0) {
            printf("OK\n");
        } else if (strncmp(line, "ABOUT", 5) == 0) {
            printf("name=\"stubborn\", version=\"1\"\n");
        } else if (strncmp(line, "BEGIN", 5) == 0) {
            printf("7,7\n");
        } else if (strncmp(line, "END", 3) == 0) {
            return 0;
        }
    }
    for (;;) {
        Sleep(1000);
    }
}

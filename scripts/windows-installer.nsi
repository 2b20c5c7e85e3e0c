; Windows installer for Gomoku (NSIS 3, built with makensis on Linux by
; scripts/windows-check.sh, which also installs and uninstalls it under
; Wine). Per user: no administrator rights, the game goes to
; %LOCALAPPDATA%\Programs\Gomoku, the shortcut to the user's Start menu,
; the uninstall entry to HKCU. The player's score and settings
; (%APPDATA%\gomoku) are not touched by the uninstaller.
;
;   makensis -DVERSION=0.1.0 -DBIN_DIR=target/x86_64-pc-windows-gnu/release \
;            -DOUT_FILE=gomoku-0.1.0-setup.exe scripts/windows-installer.nsi
;
; Classic pages only: the Modern UI's pages need plugins that not every
; makensis ships for 64-bit installers.

Unicode true
; A 64-bit installer: the game is 64-bit, and Wine without its 32-bit half
; (Debian's wine64 alone) can then run the installer too.
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!ifndef VERSION
  !error "makensis -DVERSION=x.y.z is needed"
!endif
!ifndef BIN_DIR
  !error "makensis -DBIN_DIR=folder-with-the-exe-files is needed"
!endif
!ifndef OUT_FILE
  !define OUT_FILE "gomoku-${VERSION}-setup.exe"
!endif
; Paths in this file are relative to this file's folder (scripts/).
!define ROOT ".."
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Gomoku"

Name "Gomoku ${VERSION}"
OutFile "${OUT_FILE}"
Icon "${ROOT}\assets\icon.ico"
UninstallIcon "${ROOT}\assets\icon.ico"
InstallDir "$LOCALAPPDATA\Programs\Gomoku"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
ShowInstDetails show

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "Gomoku"
VIAddVersionKey "FileDescription" "Gomoku installer"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "LegalCopyright" "MIT OR Apache-2.0"

Page directory
Page instfiles
UninstPage uninstConfirm
UninstPage instfiles

Section "Gomoku"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "${BIN_DIR}\gomoku.exe"
  File "${BIN_DIR}\pbrain-gomoku.exe"
  File "/oname=README.md" "${ROOT}\README.md"
  WriteUninstaller "$INSTDIR\Uninstall.exe"

  CreateDirectory "$SMPROGRAMS\Gomoku"
  CreateShortcut "$SMPROGRAMS\Gomoku\Gomoku.lnk" "$INSTDIR\gomoku.exe"
  CreateShortcut "$SMPROGRAMS\Gomoku\Uninstall Gomoku.lnk" "$INSTDIR\Uninstall.exe"

  ; What "Apps & features" (Add or remove programs) lists.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Gomoku"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\gomoku.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "Gomoku developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\Gomoku\Gomoku.lnk"
  Delete "$SMPROGRAMS\Gomoku\Uninstall Gomoku.lnk"
  RMDir "$SMPROGRAMS\Gomoku"
  Delete "$INSTDIR\gomoku.exe"
  Delete "$INSTDIR\pbrain-gomoku.exe"
  Delete "$INSTDIR\README.md"
  Delete "$INSTDIR\Uninstall.exe"
  ; Only if empty: never a folder the player filled.
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd

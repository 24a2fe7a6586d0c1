/* C interface of the histogram library (histo.cu); callable from plain C++ host code. */
#ifndef HISTO_H
#define HISTO_H

#ifdef __cplusplus
extern "C" {
#endif

#define HISTO_BINS 128

/* Histogram of n bytes already in device memory into hist (device, HISTO_BINS counters). */
void histoDevice(const unsigned char* d_data, int n, unsigned int* d_hist);

/* Number of bins holding more than threshold counts, computed on the device. */
int histoCountAbove(const unsigned int* d_hist, unsigned int threshold);

#ifdef __cplusplus
}
#endif

#endif
